import { type BoardOrder, adminOrdersEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';
import { ORDER_QUERIES_KEY } from './board-orders';

export type StaffCancelRequest = EndpointInput<typeof adminOrdersEndpoints.staffCancelOrder>;

/**
 * POST /admin/orders/cancel: cancels the order with staff's reason; an order paid online gets
 * its refund. Answers the order's card as it now stands.
 */
export async function cancelOrderAsStaff(request: StaffCancelRequest): Promise<BoardOrder> {
  const { data } = await callEndpoint(adminOrdersEndpoints.staffCancelOrder, request);
  return data;
}

/** The board and the prep list (which leaves cancelled orders out) are read again. */
export function useCancelOrderAsStaff() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<BoardOrder, StaffCancelRequest>({
    mutationFn: cancelOrderAsStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY }),
  });
}
