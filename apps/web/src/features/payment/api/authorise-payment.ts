import { type PaymentResult, paymentsEndpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { useRefreshAfterOrder } from './refresh-after-order';

/** POST /authpayment: the server checks the payment's signature and creates the order once. */
export async function authorisePayment(result: PaymentResult): Promise<string> {
  const { orderId } = await callEndpoint(paymentsEndpoints.authorisePayment, result);
  return orderId;
}

export function useAuthorisePayment() {
  const refresh = useRefreshAfterOrder();
  return useMutation({ mutationFn: authorisePayment, onSuccess: refresh });
}
