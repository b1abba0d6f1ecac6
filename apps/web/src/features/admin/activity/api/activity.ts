import { type AuditKind, adminActivityEndpoints } from '@gymfuel/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';

export interface ActivityFilters {
  /** An account id or e-mail; '' for everyone. */
  actor: string;
  /** '' for every kind. */
  kind: AuditKind | '';
}

/** GET /admin/activity: the audit log newest first, a page at a time (50), filtered. */
export const activityQueryOptions = ({ actor, kind }: ActivityFilters) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'activity', actor, kind],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        adminActivityEndpoints.listActivity,
        {
          ...(actor === '' ? {} : { actor }),
          ...(kind === '' ? {} : { kind }),
          ...(pageParam === null ? {} : { before: pageParam }),
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export const useActivity = (filters: ActivityFilters) =>
  useInfiniteQuery(activityQueryOptions(filters));
