import type { Product } from '@gymfuel/contracts';
import { useMemo } from 'react';
import type { CatalogueQuery } from './catalogue-query';
import { filterProducts } from './filter-products';
import { buildSearchIndex, searchProductIds } from './search-index';
import { sortProducts } from './sort-products';

/**
 * The cards the list shows for a query, worked out from the cached catalogue alone: no request
 * stands between a change of filter and the cards.
 */
export function useShownProducts(
  products: readonly Product[],
  query: CatalogueQuery,
): readonly Product[] {
  const index = useMemo(() => buildSearchIndex(products), [products]);
  return useMemo(() => {
    const matches = searchProductIds(index, query.search);
    const filtered = filterProducts(products, query).filter(
      (product) => matches === null || matches.has(product._id),
    );
    return sortProducts(filtered, query.sort);
  }, [index, products, query]);
}
