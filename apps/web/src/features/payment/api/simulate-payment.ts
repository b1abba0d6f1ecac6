import { type PaymentResult, paymentsEndpoints } from '@gymfuel/contracts';
import { callEndpoint } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';

export type TestOutcome = 'success' | 'failure';

/**
 * POST /payments/simulate (simulated mode only): the test checkout's Pay or Fail. A success
 * answers the signed fields Razorpay would; a failure answers null, as no money moved.
 */
export async function simulatePayment(
  orderId: string,
  outcome: TestOutcome,
): Promise<PaymentResult | null> {
  const answer = await callEndpoint(paymentsEndpoints.simulatePayment, {
    order_id: orderId,
    outcome,
  });
  return 'razorpay_payment_id' in answer ? answer : null;
}

/**
 * One answer at a time: a double-clicked Pay (or Pay, then Fail) would otherwise pay twice, or
 * have its Fail refused after the success and say 'Something went wrong !' beside it.
 */
export const useSimulatePayment = () =>
  useSingleFlightMutation<PaymentResult | null, { orderId: string; outcome: TestOutcome }>({
    mutationFn: ({ orderId, outcome }) => simulatePayment(orderId, outcome),
  });
