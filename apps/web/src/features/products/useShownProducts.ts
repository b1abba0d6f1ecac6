import type { Product } from '@gymfuel/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { CatalogueQuery } from './catalogue-query';
import { filterProducts } from './filter-products';
import { sortProducts } from './sort-products';

type SearchModule = typeof import('./search-index');

/**
 * MiniSearch is fetched when the product list first shows, not with the shop's first load (most
 * visits never search). Once here it stays, so later lists have it at once.
 */
let searchModule: SearchModule | null = null;
let searchModuleLoad: Promise<SearchModule> | null = null;

function useSearchModule(): SearchModule | null {
  const [loaded, setLoaded] = useState(searchModule);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    searchModuleLoad ??= import('./search-index').then((module) => (searchModule = module));
    void searchModuleLoad.then((module) => mounted && setLoaded(module));
    return () => {
      mounted = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * The cards the list shows for a query, worked out from the cached catalogue alone: no request
 * stands between a change of filter and the cards. null while a search waits for the search
 * module, so a half-ready list never flashes.
 */
export function useShownProducts(
  products: readonly Product[],
  query: CatalogueQuery,
): readonly Product[] | null {
  const search = useSearchModule();
  const searching = query.search.trim() !== '';
  // Built when a search is typed, not as the list first shows: on a phone, indexing the whole
  // catalogue is a long task right as the page becomes usable, for a search most visits never make.
  const index = useMemo(
    () => (searching ? (search?.buildSearchIndex(products) ?? null) : null),
    [searching, search, products],
  );
  return useMemo(() => {
    if (searching && (search === null || index === null)) return null;
    const ranks = searching && search && index ? search.searchRanks(index, query.search) : null;
    const filtered = filterProducts(products, query).filter(
      (product) => ranks === null || ranks.has(product._id),
    );
    // Under a search, 'Recommended' puts the products by how well they matched (a word of the
    // title first, see searchRanks); within each rank, and in every other order, the catalogue's
    // order stays (a stable sort).
    const ranked =
      ranks && query.sort === 'recommended'
        ? [...filtered].sort((a, b) => (ranks.get(a._id) ?? 1) - (ranks.get(b._id) ?? 1))
        : filtered;
    return sortProducts(ranked, query.sort);
  }, [searching, search, index, products, query]);
}
