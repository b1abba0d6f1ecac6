import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { useCanonicalLink } from '../shared/routing/usePageHead';
import { useRouteHead } from './layout/useRouteHead';
import { appRoutes } from './routes';

/**
 * The route registry rendered at the current address, under whichever router the caller gives it:
 * the browser's (App), a static one (the build's prerender) or a memory one (tests). React
 * Router's declarative mode, not its data router: the shop loads no data through routes, and
 * the data router's code alone would weigh about 15 KB gzip in the first load of /
 * (docs/architecture.md#code-splitting).
 */
export function AppRoutes() {
  const location = useLocation();
  useRouteHead(matchRoutes(appRoutes, location) ?? []);
  useCanonicalLink(location.pathname);
  return useRoutes(appRoutes, location);
}
