import mongoose from 'mongoose';
import type { Logger } from '../../logging/logger.js';
import type { PaymentGateway, ProviderPayment } from './payment-gateway.js';
import type { PaymentService } from './payments.service.js';
import type { PendingPaymentModel, PendingPaymentRecord } from './pending-payment.model.js';

/**
 * A checkout is first looked at this long after it opened: by then a shopper who paid has come
 * back through /authpayment or Razorpay's webhook has arrived, so only the lost ones are asked.
 */
export const RECONCILE_AFTER_MS = 10 * 60 * 1000;
/** After this age an unpaid checkout is no longer asked about; its seat hold lapsed long ago. */
export const RECONCILE_FOR_MS = 24 * 60 * 60 * 1000;
/** Checkouts asked about per run, so one run stays short (the rest wait for the next). */
const BATCH = 50;

/**
 * Finds payments that were made but never reached the shop (browser closed before /authpayment,
 * webhook lost): for each checkout due (`reconcileAfter`), asks the provider which payments took
 * money for its order, and settles them through the same idempotent path as /authpayment and the
 * webhook (`settleProviderPayments`): the order is placed once whoever gets there first, on a
 * captured payment (an authorised one is captured first), and a second captured payment is
 * refunded. A placed checkout stays due, since a payment made twice may have lost its webhook too.
 * Each checkout is asked again after a wait as long as its age (10, 20, 40 min…) until a day has
 * passed; an unpaid one's seat hold simply lapses meanwhile. A provider that cannot be reached, or
 * a payment that cannot be settled, is asked about again next run, after the checkouts that did
 * not fail.
 */
export function createPaymentReconciliation({
  PendingPayment,
  gateway,
  payments,
  logger,
  now = () => new Date(),
}: {
  PendingPayment: PendingPaymentModel;
  gateway: Pick<PaymentGateway, 'findPayments'>;
  payments: Pick<PaymentService, 'settleProviderPayments'>;
  logger: Logger;
  now?: () => Date;
}) {
  /**
   * A checkout that failed this run stays due, behind every other due one (runs take the
   * earliest `reconcileAfter` first): a batch of checkouts that keep failing must not keep the
   * rest from ever being asked about.
   */
  async function toBackOfQueue(pending: PendingPaymentRecord, at: Date): Promise<void> {
    await PendingPayment.updateOne(
      { _id: pending._id, reconcileAfter: pending.reconcileAfter },
      { $set: { reconcileAfter: at } },
    );
  }

  async function reconcile(pending: PendingPaymentRecord, at: Date): Promise<void> {
    const { providerOrderId } = pending;
    let found: ProviderPayment[];
    try {
      found = await gateway.findPayments(providerOrderId);
    } catch (error) {
      logger.warn({ err: error, providerOrderId }, 'reconciliation: the provider did not answer');
      await toBackOfQueue(pending, at);
      return;
    }
    if (found.length > 0) {
      try {
        await payments.settleProviderPayments(pending, found);
      } catch (error) {
        // Still due: the next run tries again (and the checkout never expires meanwhile).
        logger.error(
          { err: error, providerOrderId, paymentIds: found.map(({ id }) => id) },
          'reconciliation: the payments of a checkout could not be settled',
        );
        await toBackOfQueue(pending, at);
        return;
      }
    }
    const age = at.getTime() - pending.createdAt.getTime();
    await PendingPayment.updateOne(
      { _id: pending._id },
      age >= RECONCILE_FOR_MS
        ? { $unset: { reconcileAfter: 1 } }
        : { $set: { reconcileAfter: new Date(at.getTime() + Math.max(age, RECONCILE_AFTER_MS)) } },
    );
  }

  return {
    /**
     * One run: every checkout due, up to a batch, but none more once `stopping` is aborted (the
     * process is shutting down; the rest stay due). Returns how many were asked about.
     */
    async reconcileDue(stopping?: AbortSignal): Promise<number> {
      const at = now();
      const due = await PendingPayment.find({ reconcileAfter: mongoose.trusted({ $lte: at }) })
        .sort({ reconcileAfter: 1 })
        .limit(BATCH)
        .lean();
      let asked = 0;
      for (const pending of due) {
        if (stopping?.aborted === true) break;
        await reconcile(pending, at);
        asked += 1;
      }
      return asked;
    },
  };
}

export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;
