import type { Product, ProductFilter } from '@gymfuel/contracts';

export function filterProducts(
  products: readonly Product[],
  filter: ProductFilter,
): readonly Product[] {
  return filter === 'all' ? products : products.filter((product) => product.category === filter);
}
