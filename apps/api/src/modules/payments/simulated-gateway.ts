import { randomBytes } from 'node:crypto';
import type { SimulatedGateway } from './payment-gateway.js';
import { isValidPaymentSignature, paymentSignature } from './signatures.js';

/** Ids shaped like Razorpay's (prefix and 14 characters), marked 'sim' so no one mistakes them. */
const simulatedId = (prefix: string) => `${prefix}_sim${randomBytes(7).toString('hex')}`;

/**
 * The test checkout used without Razorpay keys. It signs with the server's own secret, so
 * /authpayment runs exactly the verification path it runs for Razorpay. Its refunds are
 * accepted at once and processed `refundDelayMs` later; the refunds service keeps that time in
 * the database, so it holds across restarts and API processes.
 */
export function createSimulatedGateway(
  secret: string,
  /** SIMULATED_REFUND_DELAY_MS */
  refundDelayMs: number,
): SimulatedGateway {
  return {
    provider: 'simulated',
    async createOrder({ amountPaise }) {
      return { id: simulatedId('order'), amountPaise };
    },
    completePayment(providerOrderId) {
      const paymentId = simulatedId('pay');
      return {
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(providerOrderId, paymentId, secret),
      };
    },
    isGenuinePayment({ razorpay_order_id, razorpay_payment_id, razorpay_signature }) {
      return isValidPaymentSignature(
        razorpay_order_id,
        razorpay_payment_id,
        razorpay_signature,
        secret,
      );
    },
    async refund() {
      return {
        kind: 'refunded',
        refund: { id: simulatedId('rfnd'), status: 'pending', processedAfterMs: refundDelayMs },
      };
    },
    /**
     * Nothing is kept here: a simulated payment exists only in the browser that made it, and
     * reaches the shop through /authpayment or not at all.
     */
    async findPayments() {
      return [];
    },
    /** Never asked: findPayments reports no payment to capture. */
    async capture() {
      throw new Error('A simulated payment is never captured afterwards');
    },
    /** Nothing is kept here: a simulated refund is never lost on the way, so never looked for. */
    async findRefund() {
      return null;
    },
  };
}
