import type { RouteMatch } from 'react-router-dom';
import type { RouteHandle } from '../../shared/routing/page-title';
import { usePageTitle } from '../../shared/routing/usePageTitle';

/** The deepest matched route's title (routes.tsx), e.g. a dashboard view's over the dashboard's. */
export function useRouteTitle(matches: readonly RouteMatch[]) {
  const titles = matches.map((match) => (match.route.handle as RouteHandle | undefined)?.title);
  usePageTitle(titles.findLast((title) => title !== undefined));
}
