import type { Order, Refund } from '@gymfuel/contracts';
import type { Logger } from '../../logging/logger.js';
import type { MailQueue } from './mail-queue.js';
import type { MailMessage } from './mailer.js';
import {
  orderOutForDeliveryEmail,
  orderPlacedEmail,
  orderShippedEmail,
  refundFailedEmail,
  refundInitiatedEmail,
  refundProcessedEmail,
  type InvoicePdf,
} from './order-emails.js';

/** The account's e-mail when it is verified; null otherwise (or when the account is gone). */
export type VerifiedEmailLookup = (userId: string) => Promise<string | null>;

/** The order's tax invoice as a PDF; null for an order that has none (not paid yet). */
export type InvoicePdfLookup = (order: Order) => Promise<InvoicePdf | null>;

/**
 * Order e-mails go only to the account's verified address. The checkout form's `your_email` is
 * typed by anyone and shown to the shop; mailing it would let a stranger's inbox be spammed.
 * Each resolves once its e-mail is in the outbox (true; false when it could not be stored), so
 * the request that caused it awaits that; none rejects (a failure is logged: an e-mail never
 * undoes an order).
 */
export interface OrderNotifier {
  /** Stored once per order however often it is called. */
  orderPlaced(order: Order): Promise<boolean>;
  orderShipped(order: Order): Promise<boolean>;
  orderOutForDelivery(order: Order): Promise<boolean>;
  /** Each step of a cancelled order's refund. */
  refundInitiated(order: Order, refund: Refund): Promise<boolean>;
  refundProcessed(order: Order, refund: Refund): Promise<boolean>;
  refundFailed(order: Order, refund: Refund): Promise<boolean>;
}

export function createOrderNotifier({
  queue,
  verifiedEmailOf,
  invoicePdfOf,
  logger,
}: {
  queue: MailQueue;
  verifiedEmailOf: VerifiedEmailLookup;
  invoicePdfOf: InvoicePdfLookup;
  logger: Logger;
}): OrderNotifier {
  function notify(
    kind: string,
    order: Order,
    compose: (order: Order, to: string) => MailMessage | Promise<MailMessage>,
    key?: string,
  ) {
    const context = { kind, orderId: order.orderId };
    const message = verifiedEmailOf(order.userId).then((to) => {
      if (to !== null) return compose(order, to);
      logger.info(context, 'order e-mail not sent: the account has no verified e-mail');
      return null;
    });
    return queue.enqueue(context, message, key);
  }

  /** The invoice is attached when there is one; without it (it failed) the e-mail still goes. */
  async function invoiceFor(order: Order): Promise<InvoicePdf | null> {
    try {
      return await invoicePdfOf(order);
    } catch (error) {
      logger.error({ err: error, orderId: order.orderId }, 'order e-mail sent without its invoice');
      return null;
    }
  }

  return {
    orderPlaced: (order) =>
      notify(
        'order placed',
        order,
        async (placed, to) => orderPlacedEmail(placed, to, await invoiceFor(placed)),
        `order placed:${order.orderId}`,
      ),
    orderShipped: (order) => notify('order shipped', order, orderShippedEmail),
    orderOutForDelivery: (order) =>
      notify('order out for delivery', order, orderOutForDeliveryEmail),
    refundInitiated: (order, refund) =>
      notify('refund initiated', order, (o, to) => refundInitiatedEmail(o, refund, to)),
    refundProcessed: (order, refund) =>
      notify('refund processed', order, (o, to) => refundProcessedEmail(o, refund, to)),
    refundFailed: (order, refund) =>
      notify('refund failed', order, (o, to) => refundFailedEmail(o, refund, to)),
  };
}
