import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readCatalogueQuery, writeCatalogueQuery, type CatalogueQuery } from './catalogue-query';

export type UpdateCatalogueQuery = (change: Partial<CatalogueQuery>) => void;

/**
 * The product list's query, kept in the URL so a shared link or Back from a product brings the
 * same list back.
 */
export function useCatalogueQuery(): [CatalogueQuery, UpdateCatalogueQuery] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readCatalogueQuery(params), [params]);
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
