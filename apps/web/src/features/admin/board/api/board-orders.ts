import { type BoardOrder, type EndpointQuery, adminOrdersEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';

/** What the board shows: one India date, and optionally one gym and one slot start. */
export interface BoardFilter {
  date: string;
  gym?: string;
  slot?: string;
}

/**
 * Every console query read from orders starts with this key (the board's, the prep list's), so
 * a change made on the board refreshes them all.
 */
export const ORDER_QUERIES_KEY = ['admin', 'orders'] as const;
/** Every board query starts with this key: a live change updates them all. */
export const BOARD_QUERY_KEY = [...ORDER_QUERIES_KEY, 'board'] as const;

/** GET /admin/orders: the date's orders, by slot start, then gym (staff and owners only). */
export async function getBoardOrders(
  filter: BoardFilter,
  signal?: AbortSignal,
): Promise<BoardOrder[]> {
  const query: EndpointQuery<typeof adminOrdersEndpoints.listBoardOrders> = filter;
  const { data } = await callEndpoint(adminOrdersEndpoints.listBoardOrders, query, { signal });
  return data;
}

export const boardOrdersQueryOptions = (filter: BoardFilter) =>
  queryOptions({
    queryKey: [...BOARD_QUERY_KEY, filter],
    queryFn: ({ signal }) => getBoardOrders(filter, signal),
  });

export const useBoardOrders = (filter: BoardFilter) => useQuery(boardOrdersQueryOptions(filter));
