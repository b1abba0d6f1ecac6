import { render } from '@testing-library/react';
import { StrictMode, useLayoutEffect } from 'react';
import userEvent from '@testing-library/user-event';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type InitialEntry,
  type Location,
  type NavigateFunction,
  type NavigationType,
} from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { createQueryClient } from '../shared/api/query-client';

/** Where the app is and how it got there, and a way to move it, for tests to read and drive. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: NavigateFunction;
}

/** Reports where the memory router it sits in is, after every move. */
function RouterProbe({ onChange }: { onChange: (router: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({ state: { location, historyAction }, navigate });
  }, [onChange, location, historyAction, navigate]);
  return null;
}

/**
 * Renders the whole app (layout, providers, notices) at one route, as a browser would.
 * `strict` adds React's StrictMode, as main.tsx does in development (effects run twice).
 */
/** `entry`: a path, or a location with the state a navigation to it would carry. */
export function renderApp(entry: InitialEntry, { strict = false }: { strict?: boolean } = {}) {
  const router = {} as TestRouter;
  const follow = (current: TestRouter) => Object.assign(router, current);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const user = userEvent.setup();
  const app = (
    <AppProviders queryClient={queryClient}>
      {/* As App renders it: navigations outside transitions. */}
      <MemoryRouter initialEntries={[entry]} useTransitions={false}>
        <AppRoutes />
        <RouterProbe onChange={follow} />
      </MemoryRouter>
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, user, queryClient };
}
