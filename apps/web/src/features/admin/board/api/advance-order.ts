import { endpoints, type Order } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../../shared/api/client';
import { getOrdersQueryOptions } from '../../../../shared/api/get-orders';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../../shared/auth/auth-context';

export type AdvanceRequest = EndpointInput<typeof endpoints.advanceOrder>;

/**
 * POST /admin/orders/advance: moves the order one step along its flow (staff and owners only).
 * The step to Delivered needs the shopper's handover code; the server ignores it otherwise.
 */
export async function advanceOrder(request: AdvanceRequest): Promise<Order> {
  const { data } = await callEndpoint(endpoints.advanceOrder, request);
  return data;
}

/** The order may be the operator's own: their cached orders are read again. */
export function useAdvanceOrder() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getOrdersQueryOptions(user?._id ?? null);
  return useSingleFlightMutation<Order, AdvanceRequest>({
    mutationFn: advanceOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
