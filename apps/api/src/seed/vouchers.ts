export const SEED_VOUCHERS: readonly {
  code: string;
  discountPercentage: number;
  isActive: boolean;
}[] = [
  { code: 'FIT10', discountPercentage: 10, isActive: true },
  { code: 'PROTEIN15', discountPercentage: 15, isActive: true },
  { code: 'GAINS20', discountPercentage: 20, isActive: true },
  /** Kept to show an expired campaign: it is found, but not applicable. */
  { code: 'MONSOON30', discountPercentage: 30, isActive: false },
];
