import { type Order, ordersEndpoints } from '@gymfuel/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { callEndpoint } from './client';

/** POST /getorders: the caller's orders (the server takes the user from the session). */
export async function getOrders(userId: string, signal?: AbortSignal): Promise<Order[]> {
  const { data } = await callEndpoint(ordersEndpoints.getOrders, { userId }, { signal });
  return data;
}

/**
 * Keyed by the user, like the cart. Statuses move on the server (operators advance orders), so
 * every visit re-reads the list; a visitor has no orders and the query stays idle.
 */
export const getOrdersQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['orders', userId],
    queryFn: userId ? ({ signal }) => getOrders(userId, signal) : skipToken,
    staleTime: 0,
  });

export function useOrders() {
  const { user } = useAuth();
  return useQuery(getOrdersQueryOptions(user?._id ?? null));
}
