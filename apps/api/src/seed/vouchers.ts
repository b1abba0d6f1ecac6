import { addDays, indiaDateOf, indiaInstant } from '@gymfuel/contracts';
import type { VoucherRecord } from '../modules/vouchers/vouchers.model.js';

export type SeedVoucher = Omit<VoucherRecord, '_id' | 'expiresAt'>;

/** The spec's codes: no rules, any number of uses (perCustomerLimit null: unlimited). */
const SPEC_VOUCHERS: readonly SeedVoucher[] = [
  { code: 'FIT10', discountPercentage: 10, isActive: true, perCustomerLimit: null },
  { code: 'PROTEIN15', discountPercentage: 15, isActive: true, perCustomerLimit: null },
  { code: 'GAINS20', discountPercentage: 20, isActive: true, perCustomerLimit: null },
  /** Kept to show an expired campaign: it is found, but not applicable. */
  { code: 'MONSOON30', discountPercentage: 30, isActive: false, perCustomerLimit: null },
];

/** The first instant of the month after the one `now` falls in, on India's calendar. */
function startOfNextIndiaMonth(now: Date): Date {
  const [year = 0, month = 0] = indiaDateOf(now).split('-').map(Number);
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return indiaInstant(next, '00:00');
}

/**
 * The sample codes (never in production, see seed.ts), one per voucher rule. Dates are relative
 * to `now`, India time: EXPIRED ended at the start of the day a week ago, SOON starts on the
 * first of next month. New vouchers allow one use per shopper unless they say otherwise.
 */
export function sampleVouchers(now: Date): SeedVoucher[] {
  const today = indiaDateOf(now);
  return [
    ...SPEC_VOUCHERS,
    {
      code: 'MIN499',
      discountPercentage: 10,
      isActive: true,
      minOrderPaise: 49_900,
      perCustomerLimit: 1,
    },
    {
      code: 'FIRST50',
      discountPercentage: 50,
      isActive: true,
      maxDiscountPaise: 15_000,
      firstOrderOnly: true,
      perCustomerLimit: 1,
    },
    {
      code: 'LIMITED5',
      discountPercentage: 15,
      isActive: true,
      usageLimit: 5,
      perCustomerLimit: 1,
    },
    {
      code: 'EXPIRED',
      discountPercentage: 20,
      isActive: true,
      validUntil: indiaInstant(addDays(today, -7), '00:00'),
      perCustomerLimit: 1,
    },
    {
      code: 'SOON',
      discountPercentage: 20,
      isActive: true,
      validFrom: startOfNextIndiaMonth(now),
      perCustomerLimit: 1,
    },
  ];
}
