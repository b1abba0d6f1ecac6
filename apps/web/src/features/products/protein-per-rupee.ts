import { formatGrams, proteinPerHundredRupees, type Product } from '@gymfuel/contracts';

/** Grams of protein for every ₹100, or null for a product without a label. */
export const proteinPerRupeeOf = ({ nutrition, price }: Product): number | null =>
  nutrition ? proteinPerHundredRupees(nutrition.protein, price) : null;

/** The card's figure under the 'Protein per ₹' sort: '12.1 g per ₹100'. */
export function proteinPerRupeeFact(product: Product): string | undefined {
  const grams = proteinPerRupeeOf(product);
  return grams === null ? undefined : `${formatGrams(grams)} per ₹100`;
}
