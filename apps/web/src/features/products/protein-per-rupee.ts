import { formatGrams, proteinPerHundredRupees, type Product } from '@gymfuel/contracts';

/**
 * Grams of protein per rupee, exact, for ranking; null for a product without a label. Not the
 * card's rounded figure: 12.09 and 12.10 g per ₹100 both print as 12.1 but must not tie.
 */
export const proteinPerRupeeOf = ({ nutrition, price }: Product): number | null =>
  nutrition ? (price > 0 ? nutrition.protein / price : 0) : null;

/** The card's figure under the 'Protein per ₹' sort: '12.1 g per ₹100'. */
export function proteinPerRupeeFact({ nutrition, price }: Product): string | undefined {
  return nutrition
    ? `${formatGrams(proteinPerHundredRupees(nutrition.protein, price))} per ₹100`
    : undefined;
}
