import { type PaymentResult, paymentsEndpoints } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';

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

export const useSimulatePayment = () =>
  useMutation({
    mutationFn: ({ orderId, outcome }: { orderId: string; outcome: TestOutcome }) =>
      simulatePayment(orderId, outcome),
  });
