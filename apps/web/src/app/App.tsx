import type { DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { rereadCatalogue } from '../shared/api/get-products';
import { createQueryClient } from '../shared/api/query-client';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

const queryClient = createQueryClient();

/**
 * Puts a prerendered page's queries (the catalogue) in the cache before the first render, so that
 * render matches the page's HTML. Only successful queries are ever written into a page, so each
 * is its data and its date; setQueryData is already in the bundle, TanStack's hydrate() is not.
 */
export function restorePrerenderedQueries({ queries }: DehydratedState): void {
  for (const { queryKey, state } of queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
}

/** Reads the catalogue again (the service worker has a newer one, see main.tsx). */
export function refreshCatalogue(): void {
  void rereadCatalogue(queryClient);
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      {/* No transitions: a navigation renders at once, so the product list's search box and the
          URL never differ by a keystroke; a page whose code is still loading shows the loader. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
