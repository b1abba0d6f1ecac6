import { nextStatus, type Order } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getOrderQueryOptions } from '../api/get-order';
import { getOrdersQueryOptions } from '../api/get-orders';
import { subscribeToOrder } from '../api/order-events';
import { useAuth } from '../auth/auth-context';

/** Whether an order is still on its way: until it is Delivered or Cancelled. */
export const isMoving = (order: Pick<Order, 'status'>) => nextStatus(order.status) !== null;

/** Whether an order can still change: on its way, or cancelled with its refund not yet final. */
export const isLive = (order: Pick<Order, 'status' | 'refund'>) =>
  isMoving(order) || order.refund?.status === 'pending';

/**
 * Keeps `order` up to date while it can still change, unless `follow` is false: each order the
 * server streams replaces it in the cached order and in the cached orders list, so the track
 * page and the Orders view show a new status (or refund step) without a reload. The stream
 * closes on unmount and once the order has settled, its refund included.
 */
export function useLiveOrder(order: Pick<Order, 'orderId' | 'status' | 'refund'>, follow = true) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?._id ?? null;
  const { orderId } = order;
  const isFollowed = follow && isLive(order);

  useEffect(() => {
    if (!userId || !isFollowed) return;
    return subscribeToOrder(orderId, (latest) => {
      queryClient.setQueryData(getOrderQueryOptions(userId, orderId).queryKey, latest);
      queryClient.setQueryData(getOrdersQueryOptions(userId).queryKey, (orders) =>
        orders?.map((listed) => (listed.orderId === latest.orderId ? latest : listed)),
      );
    });
  }, [queryClient, userId, orderId, isFollowed]);
}
