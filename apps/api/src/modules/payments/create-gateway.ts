import type { PaymentsConfig } from '../../config/payments-config.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createRazorpayGateway } from './razorpay-gateway.js';
import { createSimulatedGateway } from './simulated-gateway.js';

export function createPaymentGateway(
  payments: PaymentsConfig,
  simulatedRefundDelayMs: number,
): PaymentGateway {
  return payments.provider === 'razorpay'
    ? createRazorpayGateway(payments)
    : createSimulatedGateway(payments.secret, simulatedRefundDelayMs);
}
