import type { Allergen, Product } from '@gymfuel/contracts';
import type { CatalogueQuery } from './catalogue-query';

/**
 * An unlabelled product (no nutrition yet) has no declared allergens, which is not the same as
 * none: with any allergen excluded it is left out, as 'Veg only' leaves out an undeclared diet.
 */
const isFreeOf = (product: Product, exclude: readonly Allergen[]) =>
  exclude.length === 0 ||
  (product.nutrition !== null && !product.allergens.some((allergen) => exclude.includes(allergen)));

/** The products of the chosen category that pass the diet and allergen filters, in order. */
export function filterProducts(
  products: readonly Product[],
  { category, vegOnly, exclude }: Pick<CatalogueQuery, 'category' | 'vegOnly' | 'exclude'>,
): readonly Product[] {
  return products.filter(
    (product) =>
      (category === 'all' || product.category === category) &&
      (!vegOnly || product.diet === 'veg') &&
      isFreeOf(product, exclude),
  );
}
