import { type Order, ordersEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../../shared/api/client';
import { getOrdersQueryOptions } from '../../../../shared/api/get-orders';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../../shared/auth/auth-context';
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
 * The board and prep list are read again; the order may also be the operator's own, in their
 * orders list.
 */
export function useAdvanceOrder() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getOrdersQueryOptions(user?._id ?? null);
  return useSingleFlightMutation<Order, AdvanceRequest>({
    mutationFn: advanceOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
        queryClient.invalidateQueries({ queryKey }),
      ]),
  });
}
