import type { PaymentsConfig } from '../../config/payments-config.js';
import type { PaymentGateway } from './payment-gateway.js';
import type { PendingPaymentModel } from './pending-payment.model.js';
import { createRazorpayGateway } from './razorpay-gateway.js';
import { createSimulatedGateway } from './simulated-gateway.js';

export function createPaymentGateway(
  payments: PaymentsConfig,
  simulatedRefundDelayMs: number,
  /** Where the simulated gateway keeps its payments' states. */
  PendingPayment: PendingPaymentModel,
): PaymentGateway {
  return payments.provider === 'razorpay'
    ? createRazorpayGateway(payments)
    : createSimulatedGateway(payments.secret, simulatedRefundDelayMs, PendingPayment);
}
