import type { Product } from '@gymfuel/contracts';
import type { Sort } from './catalogue-query';
import { proteinPerRupeeOf } from './protein-per-rupee';

/** The option labels of 'Sort by', in the order the select offers them. */
export const SORT_LABELS: Record<Sort, string> = {
  recommended: 'Recommended',
  protein: 'Most protein',
  'protein-per-rupee': 'Protein per ₹',
  calories: 'Fewest calories',
  price: 'Price: low to high',
};

/**
 * Each order as the figure it ranks by and its direction. A null figure (no label) always goes
 * last, whatever the direction: an unknown protein content is neither high nor low.
 */
const RANKINGS: Record<
  Exclude<Sort, 'recommended'>,
  [(product: Product) => number | null, 1 | -1]
> = {
  protein: [(product) => product.nutrition?.protein ?? null, -1],
  'protein-per-rupee': [proteinPerRupeeOf, -1],
  calories: [(product) => product.nutrition?.kcal ?? null, 1],
  price: [(product) => product.price, 1],
};

/** The products in the chosen order; equal ones keep the catalogue's order (a stable sort). */
export function sortProducts(products: readonly Product[], sort: Sort): readonly Product[] {
  if (sort === 'recommended') return products;
  const [figureOf, direction] = RANKINGS[sort];
  const ranked = products.map((product) => ({ product, figure: figureOf(product) }));
  ranked.sort((a, b) => {
    if (a.figure === null || b.figure === null)
      return Number(a.figure === null) - Number(b.figure === null);
    return (a.figure - b.figure) * direction;
  });
  return ranked.map(({ product }) => product);
}
