import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { takenPayment, type SimulatedGateway } from './payment-gateway.js';
import type { PendingPaymentModel } from './pending-payment.model.js';
import { isValidPaymentSignature, paymentSignature } from './signatures.js';

/** Ids shaped like Razorpay's (prefix and 14 characters), marked 'sim' so no one mistakes them. */
const simulatedId = (prefix: string) => `${prefix}_sim${randomBytes(7).toString('hex')}`;

/**
 * The test checkout used without Razorpay keys. It signs with the server's own secret, so
 * /authpayment runs exactly the verification path it runs for Razorpay. Its payments are only
 * authorised, like Razorpay's without automatic capture, so the shop captures each before
 * placing its order; their states live on the checkout's record (any API process sees them).
 * Its refunds are accepted at once and processed `refundDelayMs` later; the refunds service
 * keeps that time in the database, so it holds across restarts and API processes.
 */
export function createSimulatedGateway(
  secret: string,
  /** SIMULATED_REFUND_DELAY_MS */
  refundDelayMs: number,
  PendingPayment: PendingPaymentModel,
): SimulatedGateway {
  /** Moves a payment from one state to the next; false when it is not in `from` (or not on `where`). */
  async function moveTo(paymentId: string, from: string, to: string, where: object = {}) {
    const { matchedCount } = await PendingPayment.updateOne(
      {
        ...where,
        simulatedPayments: mongoose.trusted({ $elemMatch: { id: paymentId, status: from } }),
      },
      { $set: { 'simulatedPayments.$.status': to } },
    );
    return matchedCount === 1;
  }

  async function paymentsOf(providerOrderId: string) {
    const pending = await PendingPayment.findOne(
      { providerOrderId },
      { simulatedPayments: 1 },
    ).lean();
    return pending?.simulatedPayments ?? [];
  }

  return {
    provider: 'simulated',
    async createOrder({ amountPaise }) {
      return { id: simulatedId('order'), amountPaise };
    },
    async completePayment(providerOrderId) {
      const paymentId = simulatedId('pay');
      await PendingPayment.updateOne(
        { providerOrderId },
        { $push: { simulatedPayments: { id: paymentId, status: 'authorized' } } },
      );
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
    async refund({ paymentId }) {
      // Refunded in full, as Razorpay marks a payment whose whole amount went back.
      await moveTo(paymentId, 'captured', 'refunded');
      return {
        kind: 'refunded',
        refund: { id: simulatedId('rfnd'), status: 'pending', processedAfterMs: refundDelayMs },
      };
    },
    async findPayments(providerOrderId) {
      return (await paymentsOf(providerOrderId))
        .map(takenPayment)
        .filter((payment) => payment !== null);
    },
    async fetchPayment(providerOrderId, paymentId) {
      // A payment the test checkout never made for this order is one Razorpay would not know.
      const payment = (await paymentsOf(providerOrderId)).find(({ id }) => id === paymentId);
      if (payment === undefined) throw new Error(`No simulated payment ${paymentId}`);
      return { id: paymentId, status: payment.status };
    },
    /** As Razorpay: only an authorised payment, and only for the checkout's whole amount. */
    async capture(paymentId, amountPaise) {
      const captured = await moveTo(paymentId, 'authorized', 'captured', {
        'totals.totalPaise': amountPaise,
      });
      if (!captured) throw new Error(`The simulated payment ${paymentId} cannot be captured`);
    },
    /** Nothing is kept here: a simulated refund is never lost on the way, so never looked for. */
    async findRefund() {
      return null;
    },
  };
}
