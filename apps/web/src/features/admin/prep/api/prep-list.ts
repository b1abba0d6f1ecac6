import { type PrepList, adminOrdersEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';

/** One India date, and optionally one slot start. */
export interface PrepFilter {
  date: string;
  slot?: string;
}

/** GET /admin/prep-list: what to cook and pack for the live orders of a date (or one slot). */
export async function getPrepList(filter: PrepFilter, signal?: AbortSignal): Promise<PrepList> {
  const { data } = await callEndpoint(adminOrdersEndpoints.getPrepList, filter, { signal });
  return data;
}

/**
 * Under the board's ['admin', 'orders'] key: an order moved or cancelled on the board marks
 * the prep list stale too.
 */
export const prepListQueryOptions = (filter: PrepFilter) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'prep-list', filter],
    queryFn: ({ signal }) => getPrepList(filter, signal),
  });

export const usePrepList = (filter: PrepFilter) => useQuery(prepListQueryOptions(filter));
