import { ordersEndpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { useRefreshAfterOrder } from './refresh-after-order';

export type DirectOrderInput = EndpointInput<typeof ordersEndpoints.addOrder>;

/** POST /addorder: a pay-on-delivery order, priced by the server. */
export async function addOrder(input: DirectOrderInput): Promise<string> {
  const { orderId } = await callEndpoint(ordersEndpoints.addOrder, input);
  return orderId;
}

export function useAddOrder() {
  const refresh = useRefreshAfterOrder();
  return useMutation({ mutationFn: addOrder, onSuccess: refresh });
}
