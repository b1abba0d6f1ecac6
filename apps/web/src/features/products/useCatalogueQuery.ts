import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAsPrerendered } from '../../shared/hooks/useAsPrerendered';
import { readCatalogueQuery, writeCatalogueQuery, type CatalogueQuery } from './catalogue-query';

export type UpdateCatalogueQuery = (change: Partial<CatalogueQuery>) => void;

/**
 * The product list's query, kept in the URL so a shared link or Back from a product brings the
 * same list back. The build prerendered the plain list (no query string), so while React hydrates
 * that HTML the list is the plain one, and the link's tab, filters, order and search follow
 * straight after; a link whose list is the plain one (a campaign tag, say) renders nothing again.
 */
export function useCatalogueQuery(): [CatalogueQuery, UpdateCatalogueQuery] {
  const [params, setParams] = useSearchParams();
  // The list's own parameters in the URL's form, '' for the plain list.
  const linkParams = writeCatalogueQuery(
    new URLSearchParams(),
    readCatalogueQuery(params),
  ).toString();
  const listParams = useAsPrerendered(linkParams, '');
  // A prerendered page opened at a link with the list's parameters keeps its plain list hidden
  // (server/filtered-link-script.mjs) until this render, the link's list, is on screen: a layout
  // effect, so the mark goes in the same frame.
  const showsTheLink = listParams === linkParams;
  useLayoutEffect(() => {
    if (showsTheLink) document.documentElement.removeAttribute('data-list-from-link');
  }, [showsTheLink]);
  const query = useMemo(() => readCatalogueQuery(new URLSearchParams(listParams)), [listParams]);
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
