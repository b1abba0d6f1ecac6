import { ordersEndpoints } from '@gymfuel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { getOrdersQueryOptions } from '../../../shared/api/get-orders';
import { useAuth } from '../../../shared/auth/auth-context';

/** POST /cancelorder (`orderID`, spelt so): the server refuses a Delivered or Cancelled order. */
export const cancelOrder = (userId: string, orderId: string) =>
  callEndpoint(ordersEndpoints.cancelOrder, { userId, orderID: orderId });

/**
 * Either way the list is reloaded (docs/product.md#orders): a refusal may mean the status moved on.
 */
export function useCancelOrder() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?._id ?? null;
  return useMutation({
    mutationFn: (orderId: string) => {
      if (!userId) throw new Error('Only a signed-in user has orders to cancel');
      return cancelOrder(userId, orderId);
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getOrdersQueryOptions(userId).queryKey }),
  });
}
