import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAfterHydration } from '../../shared/hooks/useAfterHydration';
import {
  DEFAULT_QUERY,
  readCatalogueQuery,
  writeCatalogueQuery,
  type CatalogueQuery,
} from './catalogue-query';

export type UpdateCatalogueQuery = (change: Partial<CatalogueQuery>) => void;

/**
 * The product list's query, kept in the URL so a shared link or Back from a product brings the
 * same list back. The build prerendered /products without a query string, so while React
 * hydrates that HTML the list is the default one, whatever the URL asks for
 * (`/products?category=Meals` mismatched, React error #418); the URL's list follows straight
 * after hydration. A page rendered afresh shows the URL's list from its first render.
 */
export function useCatalogueQuery(): [CatalogueQuery, UpdateCatalogueQuery] {
  const [params, setParams] = useSearchParams();
  const afterHydration = useAfterHydration();
  const query = useMemo(
    () => (afterHydration ? readCatalogueQuery(params) : DEFAULT_QUERY),
    [afterHydration, params],
  );
  const update = useCallback<UpdateCatalogueQuery>(
    (change) =>
      setParams(
        (current) => writeCatalogueQuery(current, { ...readCatalogueQuery(current), ...change }),
        {
          // One history entry for the list, not one per tick or keystroke: Back leaves it.
          replace: true,
          // The list is filtered in place; the page must not jump to the top.
          preventScrollReset: true,
          // Rendered at once, not in a transition: the search box takes the URL's text back
          // whenever it changes, so the URL must never trail the box by a keystroke.
          flushSync: true,
        },
      ),
    [setParams],
  );
  return [query, update];
}
