import { type PaymentResult, paymentsEndpoints } from '@gymfuel/contracts';
import { callEndpoint } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useRefreshAfterOrder } from './refresh-after-order';

/**
 * The order a payment was verified for; `cancelled` when it was placed and cancelled before;
 * `duplicateOf`, the order this payment repeated (the same cart paid in another tab).
 */
export interface AuthorisedPayment {
  orderId: string;
  cancelled: boolean;
  duplicateOf?: string;
}

/** POST /authpayment: the server checks the payment's signature and creates the order once. */
export async function authorisePayment(result: PaymentResult): Promise<AuthorisedPayment> {
  const { orderId, cancelled, duplicateOf } = await callEndpoint(
    paymentsEndpoints.authorisePayment,
    result,
  );
  return { orderId, cancelled: cancelled === true, ...(duplicateOf ? { duplicateOf } : {}) };
}

/** One verification at a time, however often the provider's checkout reports the payment. */
export function useAuthorisePayment() {
  const refresh = useRefreshAfterOrder();
  return useSingleFlightMutation<AuthorisedPayment, PaymentResult>({
    mutationFn: authorisePayment,
    onSuccess: refresh,
  });
}
