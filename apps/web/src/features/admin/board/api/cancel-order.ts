import { type BoardOrder, adminOrdersEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';
import { notify } from '../../../../shared/ui/notify';
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

/**
 * Says so, and reads the board and the prep list (which leaves cancelled orders out) again. The
 * notice is given here, not by the dialog: it is gone once the card moves (see advance-order.ts).
 */
export function useCancelOrderAsStaff() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<BoardOrder, StaffCancelRequest>({
    mutationFn: cancelOrderAsStaff,
    onSuccess: ({ orderId }) => {
      notify.success(`Order ${orderId} is cancelled.`);
      return queryClient.invalidateQueries({ queryKey: ORDER_QUERIES_KEY });
    },
  });
}
