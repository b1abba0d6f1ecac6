import { type PaymentResult, paymentsEndpoints } from '@gymfuel/contracts';
import { callEndpoint } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useRefreshAfterOrder } from './refresh-after-order';

/** POST /authpayment: the server checks the payment's signature and creates the order once. */
export async function authorisePayment(result: PaymentResult): Promise<string> {
  const { orderId } = await callEndpoint(paymentsEndpoints.authorisePayment, result);
  return orderId;
}

/** One verification at a time, however often the provider's checkout reports the payment. */
export function useAuthorisePayment() {
  const refresh = useRefreshAfterOrder();
  return useSingleFlightMutation<string, PaymentResult>({
    mutationFn: authorisePayment,
    onSuccess: refresh,
  });
}
