import { ordersEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { getOrdersQueryOptions } from '../../../shared/api/get-orders';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../shared/auth/auth-context';
import { notify } from '../../../shared/ui/notify';
import { CANCEL_FAILED_MESSAGE, ORDER_CANCELLED_MESSAGE } from '../messages';

/** POST /cancelorder (`orderID`, spelt so): the server refuses a Delivered or Cancelled order. */
export const cancelOrder = (userId: string, orderId: string) =>
  callEndpoint(ordersEndpoints.cancelOrder, { userId, orderID: orderId });

/**
 * Says how it went, and either way the list is reloaded (docs/product.md#orders): a refusal may
 * mean the status moved on. The notices are given here, not by the button that asked: a cancelled
 * order shows no Cancel button, so the button may be gone when the answer comes, and a
 * component's own `mutate` callbacks are dropped with it. One request per press: the second of a
 * double-clicked Yes would be refused (the order is Cancelled by then) and say
 * 'Something went wrong!' beside the success.
 */
export function useCancelOrder() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?._id ?? null;
  return useSingleFlightMutation<Awaited<ReturnType<typeof cancelOrder>>, string>({
    mutationFn: (orderId: string) => {
      if (!userId) throw new Error('Only a signed-in user has orders to cancel');
      return cancelOrder(userId, orderId);
    },
    onSuccess: () => notify.success(ORDER_CANCELLED_MESSAGE),
    onError: () => notify.error(CANCEL_FAILED_MESSAGE),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getOrdersQueryOptions(userId).queryKey }),
  });
}
