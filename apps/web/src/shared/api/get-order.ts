import { orderIdSchema, type Order, ordersEndpoints } from '@gymfuel/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { callEndpoint } from './client';

/** POST /getorder: one of the caller's orders; another user's answers 404, like a missing one. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const { data } = await callEndpoint(ordersEndpoints.getOrder, { orderId }, { signal });
  return data;
}

/** True for what can be an order id (12 hex characters), so a mangled link is never sent. */
export const isOrderId = (value: string | undefined): value is string =>
  orderIdSchema.safeParse(value).success;

/**
 * Under the orders list's key, so refreshing the list (after a cancel, a new order) refreshes
 * the single orders too. Re-read on every visit: operators move the status on the server.
 */
export const getOrderQueryOptions = (userId: string | null, orderId: string | undefined) =>
  queryOptions({
    queryKey: ['orders', userId, 'order', orderId],
    queryFn: userId && isOrderId(orderId) ? ({ signal }) => getOrder(orderId, signal) : skipToken,
    staleTime: 0,
  });

export function useOrder(orderId: string | undefined) {
  const { user } = useAuth();
  return useQuery(getOrderQueryOptions(user?._id ?? null, orderId));
}
