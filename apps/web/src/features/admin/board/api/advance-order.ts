import { type Order, ordersEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../../shared/api/client';
import { getOrdersQueryOptions } from '../../../../shared/api/get-orders';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../../shared/auth/auth-context';
import { notify } from '../../../../shared/ui/notify';
import { ORDER_QUERIES_KEY } from './board-orders';

export type AdvanceRequest = EndpointInput<typeof ordersEndpoints.advanceOrder>;

/**
 * POST /admin/orders/advance: moves the order one step along its flow (staff and owners only).
 * The step to Delivered needs the shopper's handover code; the server ignores it otherwise.
 */
export async function advanceOrder(request: AdvanceRequest): Promise<Order> {
  const { data } = await callEndpoint(ordersEndpoints.advanceOrder, request);
  return data;
}

/**
 * Says where the order now stands, and reads the board and prep list again; the order may also
 * be the operator's own, in their orders list. The notice is given here rather than by the card
 * that asked: the card (and its handover dialog) is gone once the order shows in its next column,
 * which the board's live stream may bring before this answer, and a component's own `mutate`
 * callbacks are dropped with it.
 */
export function useAdvanceOrder() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getOrdersQueryOptions(user?._id ?? null);
  return useSingleFlightMutation<Order, AdvanceRequest>({
    mutationFn: advanceOrder,
    onSuccess: ({ orderId, status }) => {
      notify.success(`Order ${orderId} is now ${status}.`);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
        queryClient.invalidateQueries({ queryKey }),
      ]);
    },
  });
}
