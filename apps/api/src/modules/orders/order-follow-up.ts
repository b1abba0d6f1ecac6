import type { Logger } from '../../logging/logger.js';
import type { InvoiceService } from '../invoices/invoices.service.js';
import type { OrderNotifier } from '../mail/order-notifier.js';
import { workDueOrders } from './due-orders.js';
import { toOrderContract, type OrderModel, type OrderRecord } from './orders.model.js';

/**
 * How long the request that placed an order has to store its follow-ups before the worker may;
 * far longer than a request lives. Also how long a worker's pass holds an order.
 */
export const FOLLOW_UP_GRACE_MS = 2 * 60_000;
/** How many unfinished orders one pass of the worker takes on. */
const FOLLOW_UP_BATCH = 20;

/**
 * What a new order owes beyond itself: its tax invoice (when paid online; paid on delivery, once
 * delivered) and its 'order placed' e-mail. An order is written with `followUpAfter` (a pay-on-
 * delivery one is marked again as it is delivered), and the mark goes once both are stored. A
 * request that stops half-way (a crash, a database blip) leaves the mark, and the worker stores
 * what is missing after FOLLOW_UP_GRACE_MS: a paid order is never left without its invoice. Each
 * step may run twice: an order has one invoice (its unique orderId) and one 'order placed'
 * e-mail (the outbox's unique key).
 */
export function createOrderFollowUp({
  Order,
  invoices,
  notifier,
  logger,
  now = () => new Date(),
}: {
  Order: OrderModel;
  invoices: Pick<InvoiceService, 'issueAfterPayment'>;
  notifier: Pick<OrderNotifier, 'orderPlaced'>;
  logger: Logger;
  now?: () => Date;
}) {
  /** True once the invoice and the e-mail are stored (or are not owed). */
  async function storeFollowUps(order: OrderRecord): Promise<boolean> {
    // The invoice first: the e-mail attaches it. Paid online, it is owed at once; paid on
    // delivery, once delivered.
    const owesInvoice = order.paymentMethod !== 'pay-on-delivery' || order.status === 'Delivered';
    if (owesInvoice && !(await invoices.issueAfterPayment({ orderId: order.orderId, order }))) {
      return false;
    }
    // Announced as placed only while it is: not once cancelled, nor once it has moved on.
    if (order.status !== 'Processing') return true;
    return notifier.orderPlaced(toOrderContract(order));
  }

  /**
   * Stores what the order owes, then takes its mark off; what fails is left to the worker. Only
   * the mark it worked from goes: one set again meanwhile (a pay-on-delivery order delivered,
   * owing its invoice now) stays for the next pass.
   */
  async function complete(order: OrderRecord): Promise<void> {
    if (!(await storeFollowUps(order))) return;
    try {
      await Order.updateOne(
        { _id: order._id, followUpAfter: order.followUpAfter ?? null },
        { $unset: { followUpAfter: 1 } },
      );
    } catch (error) {
      // Left marked: the worker stores nothing twice, and takes the mark off then.
      logger.error({ err: error, orderId: order.orderId }, 'could not mark an order followed up');
    }
  }

  /**
   * The worker's pass: orders whose mark is due, each taken for FOLLOW_UP_GRACE_MS by the process
   * that takes it (one conditional update), so two processes do not both work on it.
   */
  async function completeDue(): Promise<void> {
    await workDueOrders(
      Order,
      { mark: 'followUpAfter', at: now(), holdMs: FOLLOW_UP_GRACE_MS, batch: FOLLOW_UP_BATCH },
      complete,
    );
  }

  return { complete, completeDue };
}

export type OrderFollowUp = ReturnType<typeof createOrderFollowUp>;
