import { endpoints, type Order } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { getOrdersQueryOptions } from '../../../shared/api/get-orders';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../shared/auth/auth-context';

/** POST /admin/orders/advance: moves the order one step along its flow (staff and owners only). */
export async function advanceOrder(orderId: string): Promise<Order> {
  const { data } = await callEndpoint(endpoints.advanceOrder, { orderId });
  return data;
}

/** The order may be the operator's own: their cached orders are read again. */
export function useAdvanceOrder() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getOrdersQueryOptions(user?._id ?? null);
  return useSingleFlightMutation<Order, string>({
    mutationFn: advanceOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
