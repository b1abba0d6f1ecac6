import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { appRoutes } from '../app/routes';
import { createQueryClient } from '../shared/api/query-client';

/**
 * Renders the whole app (layout, providers, notices) at one route, as a browser would.
 * `strict` adds React's StrictMode, as main.tsx does in development (effects run twice).
 */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const user = userEvent.setup();
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, user, queryClient };
}
