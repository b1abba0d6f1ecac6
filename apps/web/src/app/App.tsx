import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../shared/api/query-client';
import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);
const queryClient = createQueryClient();

interface AppProps {
  /** A prerendered page's queries (the catalogue), so the first render matches its HTML. */
  queries?: DehydratedState;
}

export function App({ queries }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <HydrationBoundary state={queries}>
        <RouterProvider router={router} />
      </HydrationBoundary>
    </AppProviders>
  );
}
