import type { RouteMatch } from 'react-router-dom';
import type { RouteHandle } from '../../shared/routing/page-head';
import { usePageHead } from '../../shared/routing/usePageHead';

/** The deepest matched route's head (routes.tsx), e.g. a dashboard view's over the dashboard's. */
export function useRouteHead(matches: readonly RouteMatch[]) {
  const heads = matches.map((match) => (match.route.handle as RouteHandle | undefined)?.head);
  usePageHead(heads.findLast((head) => head !== undefined));
}
