import { randomInt } from 'node:crypto';
import {
  CANCELLABLE_STATUSES,
  type Cancellation,
  DELIVERY_MESSAGES,
  HANDOVER_CODE_LENGTH,
  type DeliverySlot,
  isVerifiedStaff,
  type Role,
  ORDER_FLOW,
  nextStatus,
  type FlowStatus,
  type Order,
  type OrderGym,
  type OrderStatus,
  type PaymentMethod,
  type Reordered,
} from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import { isDuplicateKey } from '../../errors/duplicate-key.js';
import type { Logger } from '../../logging/logger.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { CartService } from '../cart/cart.service.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import type { InvoiceService } from '../invoices/invoices.service.js';
import type { OrderNotifier } from '../mail/order-notifier.js';
import { owedRefund, type RefundService } from '../refunds/refunds.service.js';
import type { ReviewedLineMarker } from '../reviews/reviewed-lines.js';
import { useHolderOf, type VoucherUseService } from '../vouchers/voucher-uses.service.js';
import type { PricedCheckout } from './checkout-pricing.js';
import type { OrderEventLog } from './order-event-log.js';
import { FOLLOW_UP_GRACE_MS, type OrderFollowUp } from './order-follow-up.js';
import { workDueOrders } from './due-orders.js';
import { newOrderId } from './order-id.js';
import { checkoutMatchesCart } from '../payments/checkout-matches-cart.js';
import { toOrderContract, type OrderModel, type OrderRecord } from './orders.model.js';

export const ORDER_NOT_FOUND = 'No order details found!';
export const ORDER_CANCELLED = 'Order cancelled successfully! Refund will be initiated shortly.';

/** Everything an order is made of, priced by the server. */
export interface OrderDraft extends PricedCheckout {
  userId: string;
  userName: string;
  email: string;
  address: string;
  phoneNumber: string;
  paymentMethod: PaymentMethod;
  /** The paid provider order: at most one order is ever created for it. */
  providerOrderId?: string;
  paymentId?: string;
  slot?: DeliverySlot;
  gym?: OrderGym;
  seatHolder?: string;
  overbooked?: boolean;
  /** Paid after its voucher hold lapsed and the code ran out meanwhile (voucher-uses.service). */
  voucherOverLimit?: boolean;
  /** Paid only after its delivery slot had begun (payments.service). */
  slotPassed?: boolean;
}

export interface OrderServiceDeps {
  Order: OrderModel;
  cart: Pick<CartService, 'clearForUser' | 'removeOrdered' | 'merge'>;
  /** Gives a cancelled order's seat back. */
  seats: Pick<DeliveryService, 'release'>;
  /** Gives a cancelled order's voucher use back. */
  voucherUses: Pick<VoucherUseService, 'release'>;
  notifier: Pick<OrderNotifier, 'orderShipped' | 'orderOutForDelivery'>;
  /** A new order's invoice and e-mail. */
  followUp: Pick<OrderFollowUp, 'complete'>;
  /** Tells the live tracking streams of every API process about each change. */
  events: Pick<OrderEventLog, 'append'>;
  /** Gives the money of a cancelled order paid online back. */
  refunds: Pick<RefundService, 'startFor'>;
  /** What the caller sees of their orders says which lines they have reviewed. */
  markReviewed: ReviewedLineMarker;
  /** A cancelled invoiced order gets its credit note. */
  invoices: Pick<InvoiceService, 'issueCreditNote'>;
  /** Changes made through the operator console are recorded there. */
  audit: Pick<AuditLog, 'record'>;
  logger: Logger;
  now?: () => Date;
}

/** The order a paid provider order already has, as a repeated placing answers it. */
export interface PlacedBefore {
  orderId: string;
  created: false;
  /** The payment that order was placed with. */
  paymentId?: string;
  cancelled?: boolean;
  /** A refunded repeat payment's record: the order it repeated. */
  duplicateOf?: string;
}

/** A 12-hex id colliding is rare (1 in 2⁴⁸ per pair); a few fresh draws settle it. */
const ORDER_ID_ATTEMPTS = 5;

/** What a cancelled order gives back is found by these. */
type GivenBack = Pick<OrderRecord, 'orderId' | 'seatHolder' | 'providerOrderId'>;

/**
 * How long a cancel's own request has to give back the seat and voucher use and issue the
 * credit note before the cancellations worker may; also how long a worker's pass holds one.
 */
export const GIVE_BACK_GRACE_MS = 60_000;
/** How many unfinished cancels one pass of the worker takes on. */
const GIVE_BACK_BATCH = 20;

/** Wrong handover codes allowed in a row, and how long the handover then stays locked. */
const HANDOVER_ATTEMPTS = 5;
const HANDOVER_LOCK_MS = 10 * 60_000;
export const HANDOVER_CODE_NEEDED = 'Enter the handover code to mark it Delivered';

/** Random digits, leading zeros kept ('0427'). */
const newHandoverCode = () =>
  String(randomInt(0, 10 ** HANDOVER_CODE_LENGTH)).padStart(HANDOVER_CODE_LENGTH, '0');

/** Who made a change through the operator console (the staff or owner guard's caller). */
type ConsoleActor = Parameters<AuditLog['record']>[0];

/** How an advance to Delivered is vouched for: the shopper's code, or a trusted caller (the CLI). */
export type HandoverProof = { handoverCode?: string } | 'trusted';

export function createOrderService({
  Order,
  cart,
  seats,
  voucherUses,
  notifier,
  followUp,
  events,
  refunds,
  markReviewed,
  invoices,
  audit,
  logger,
  now = () => new Date(),
}: OrderServiceDeps) {
  /** The order already placed for a paid provider order, as placeOrder answers a repeat. */
  async function placedOrderFor(providerOrderId: string | undefined): Promise<PlacedBefore | null> {
    if (providerOrderId === undefined) return null;
    const existing = await Order.findOne(
      { providerOrderId },
      { orderId: 1, status: 1, paymentId: 1, duplicateOf: 1 },
    ).lean();
    if (existing === null) return null;
    const cancelled = existing.status === 'Cancelled';
    return {
      orderId: existing.orderId,
      created: false,
      ...(existing.paymentId === undefined ? {} : { paymentId: existing.paymentId }),
      ...(cancelled ? { cancelled } : {}),
      ...(existing.duplicateOf === undefined ? {} : { duplicateOf: existing.duplicateOf }),
    };
  }

  /**
   * A second payment captured for a provider order that already has its order (the shopper paid
   * twice: two tabs, a retried sheet): it buys nothing, so its money goes back. It is recorded
   * as an order of its own, cancelled at once with the refund a cancel would owe, so the refund
   * path (worker, retries, Razorpay's webhooks, the console's Refunds, the shopper's e-mails and
   * live pages) gives it back like any other. No slot, gym, seat or voucher: it takes nothing
   * from the kitchen. The unique paymentId records each payment once, so a replay (a redelivered
   * webhook, a repeated /authpayment) refunds nothing twice. Logged as an error for operators.
   */
  async function refundSecondPayment(firstOrderId: string, draft: OrderDraft): Promise<string> {
    const { slot, providerOrderId } = draft;
    // Only what the payment was for: nothing that would hold a seat or a voucher use. The
    // provider order stays only if the caller leaves it: a checkout of its own (the same cart paid
    // from another) is answered by this record from then on.
    const paid = {
      ...draft,
      slot: undefined,
      gym: undefined,
      seatHolder: undefined,
      voucherCode: undefined,
    };
    const at = now();
    const orderId = newOrderId();
    const refund = owedRefund({ ...paid, orderId }, at);
    let record: OrderRecord;
    try {
      const created = await Order.create({
        ...paid,
        orderId,
        date: at,
        status: 'Cancelled',
        duplicateOf: firstOrderId,
        timeline: [{ status: 'Cancelled', at }],
        refund,
      });
      record = created.toObject<OrderRecord>();
    } catch (error) {
      const recorded = isDuplicateKey(error)
        ? await Order.findOne(
            { paymentId: draft.paymentId, duplicateOf: mongoose.trusted({ $exists: true }) },
            { orderId: 1 },
          ).lean()
        : null;
      if (recorded !== null) return recorded.orderId;
      throw error;
    }
    logger.error(
      { orderId, duplicateOf: firstOrderId, providerOrderId, paymentId: draft.paymentId, slot },
      'a second payment was taken for an order already placed: it is refunded',
    );
    await events.append(orderId, 'Cancelled');
    await refunds.startFor(record);
    return orderId;
  }

  /**
   * The order another checkout of this shopper placed since `since` (this checkout's
   * `createdAt`), for exactly these lines: the same cart paid twice, from two tabs whose payment sheets
   * were both open before either was paid. Only an order that stands counts, and not a refunded
   * second payment.
   */
  async function sameCartPlacedSince(draft: OrderDraft, since: Date): Promise<string | null> {
    const wanted = draft.lines.map(({ productId, quantity }) => ({ proId: productId, quantity }));
    const placed = await Order.find(
      {
        userId: draft.userId,
        // Placed after it opened, by the app's clock as both records are dated.
        date: mongoose.trusted({ $gt: since }),
        status: mongoose.trusted({ $ne: 'Cancelled' }),
        duplicateOf: mongoose.trusted({ $exists: false }),
      },
      { orderId: 1, providerOrderId: 1, lines: 1 },
    ).lean();
    const twin = placed.find(
      (order) =>
        order.providerOrderId !== draft.providerOrderId &&
        checkoutMatchesCart(
          wanted,
          order.lines.map(({ productId, quantity }) => ({
            proId: productId.toHexString(),
            quantity,
          })),
        ),
    );
    return twin?.orderId ?? null;
  }

  /** What follows a new order. No step may undo it: failures are logged. */
  async function afterPlacing(record: OrderRecord): Promise<void> {
    await events.append(record.orderId, record.status);
    try {
      const userId = record.userId.toHexString();
      // A paid order's lines were the cart at Pay Now: only they leave it. An order placed on
      // delivery empties the cart, as the spec's purchase does.
      await (record.paymentMethod === 'pay-on-delivery'
        ? cart.clearForUser(userId)
        : cart.removeOrdered(
            userId,
            record.lines.map((line) => ({
              productId: line.productId.toHexString(),
              quantity: line.quantity,
            })),
          ));
    } catch (error) {
      logger.error(
        { err: error, orderId: record.orderId },
        'could not clear the cart after an order',
      );
    }
    await followUp.complete(record);
  }

  /**
   * Creates the order, status Processing, and clears the user's cart. Idempotent per provider
   * order: the unique index lets exactly one insert through, and every other caller (a repeated
   * /authpayment, the webhook racing it) gets that order's id. `created` tells who won.
   */
  async function placeOrder(
    draft: OrderDraft,
  ): Promise<{ orderId: string; created: true; order: OrderRecord } | PlacedBefore> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const at = now();
        const created = await Order.create({
          ...draft,
          orderId: newOrderId(),
          date: at,
          status: 'Processing',
          handoverCode: newHandoverCode(),
          timeline: [{ status: 'Processing', at }],
          followUpAfter: new Date(at.getTime() + FOLLOW_UP_GRACE_MS),
        });
        const record = created.toObject<OrderRecord>();
        await afterPlacing(record);
        return { orderId: record.orderId, created: true, order: record };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const existing = await placedOrderFor(draft.providerOrderId);
        if (existing !== null) return existing;
        // Not the provider order, so the random orderId collided: draw another.
        if (attempt >= ORDER_ID_ATTEMPTS) throw error;
      }
    }
  }

  async function listForUser(userId: string): Promise<Order[]> {
    const records = await Order.find({ userId }).sort({ date: -1, _id: -1 }).lean();
    return markReviewed(records.map(toOrderContract));
  }

  /** Another user's order is answered exactly like a missing one. */
  async function findForUser(userId: string, orderId: string): Promise<Order> {
    const record = await Order.findOne({ orderId, userId }).lean();
    if (record === null) throw AppError.notFound(ORDER_NOT_FOUND);
    const order = toOrderContract(record);
    const [marked] = await markReviewed([order]);
    return marked ?? order;
  }

  /** The order for its owner, or for staff; anyone else gets the same 404 as for no order. */
  async function findForViewer(
    viewer: { userId: string; role: Role; emailVerified: boolean },
    orderId: string,
  ): Promise<Order> {
    const record = await Order.findOne(
      isVerifiedStaff(viewer) ? { orderId } : { orderId, userId: viewer.userId },
    ).lean();
    if (record === null) throw AppError.notFound(ORDER_NOT_FOUND);
    return toOrderContract(record);
  }

  /**
   * One status-conditioned update: a cancel racing an operator's advance, or another cancel,
   * leaves one consistent state (whichever wrote first; the other sees the new status and is
   * refused). The same update records the refund an order paid online is owed, so a crash
   * after it loses no money (how it was paid never changes once placed, so it is read first).
   * Only the winner gives the seat and voucher use back and starts the refund. Answers the
   * order as it was just before.
   */
  async function cancelWhere(
    match: { orderId: string; userId?: string },
    cancellation: Cancellation,
  ): Promise<OrderRecord> {
    const placed = await Order.findOne(match, {
      orderId: 1,
      paymentMethod: 1,
      paymentId: 1,
      totals: 1,
      status: 1,
    }).lean();
    if (placed === null) throw AppError.notFound(ORDER_NOT_FOUND);
    const at = now();
    const refund = owedRefund(placed, at);
    const giveBackAfter = new Date(at.getTime() + GIVE_BACK_GRACE_MS);
    const cancelled = await Order.findOneAndUpdate(
      { ...match, status: mongoose.trusted({ $in: [...CANCELLABLE_STATUSES] }) },
      {
        $set: {
          status: 'Cancelled',
          cancellation,
          giveBackAfter,
          ...(refund === undefined ? {} : { refund }),
        },
        $push: { timeline: { status: 'Cancelled', at } },
      },
    ).lean();
    if (cancelled === null) {
      const order = await Order.findOne(match, { status: 1 }).lean();
      throw AppError.conflict(
        `This order is ${order?.status ?? placed.status} and can no longer be cancelled`,
      );
    }
    await events.append(match.orderId, 'Cancelled');
    await giveBackLogged(cancelled);
    await refunds.startFor({ ...cancelled, status: 'Cancelled', cancellation, refund });
    return cancelled;
  }

  /**
   * What a cancelled order gives back and records: its seat and voucher use, and the credit note
   * for its invoice. Each step may run again (the credit note is one per order), so a cancel
   * whose request failed half-way is finished by the cancellations worker; done, the mark goes.
   */
  async function giveBack(order: GivenBack): Promise<void> {
    if (order.seatHolder !== undefined) await seats.release(order.seatHolder);
    await voucherUses.release(useHolderOf(order));
    await invoices.issueCreditNote(order.orderId);
    await Order.updateOne({ orderId: order.orderId }, { $unset: { giveBackAfter: 1 } });
  }

  /** giveBack, whose failure is logged: the cancel stands, and the worker tries again. */
  async function giveBackLogged(order: GivenBack) {
    try {
      await giveBack(order);
    } catch (error) {
      logger.error(
        { err: error, orderId: order.orderId },
        'could not give back what a cancelled order held; the cancellations worker will',
      );
    }
  }

  /**
   * The cancellations worker's pass: finishes the cancels whose own request did not, each held
   * for GIVE_BACK_GRACE_MS by the process that takes it (one conditional update), so two
   * processes never work the same one at once.
   */
  async function giveBackDue(): Promise<void> {
    await workDueOrders(
      Order,
      { mark: 'giveBackAfter', at: now(), holdMs: GIVE_BACK_GRACE_MS, batch: GIVE_BACK_BATCH },
      giveBackLogged,
    );
  }

  /** The shopper cancels one of their own orders. */
  async function cancel(userId: string, orderId: string): Promise<void> {
    await cancelWhere({ orderId, userId }, { by: 'shopper' });
  }

  /** Staff cancel any order, with a reason kept on it; the audit log says who and why. */
  async function cancelAsStaff(actor: ConsoleActor, orderId: string, reason: string) {
    const before = await cancelWhere({ orderId }, { by: 'staff', reason });
    await audit.record(actor, {
      kind: 'order.cancelled',
      subject: orderId,
      summary: `Cancelled: ${reason}`,
      before: { status: before.status },
      after: { status: 'Cancelled', reason },
    });
  }

  async function requireOrder(orderId: string): Promise<OrderRecord> {
    const record = await Order.findOne({ orderId }).lean();
    if (record === null) throw AppError.notFound(ORDER_NOT_FOUND);
    return record;
  }

  /** Every refused step, a replay of one already done included, gets this one answer. */
  const cannotMove = (status: OrderStatus, target: FlowStatus | undefined) =>
    AppError.conflict(`An order that is ${status} cannot move to ${target ?? 'a next status'}`);

  /**
   * The shopper's code must match before the order counts as handed over. Five wrong codes in a
   * row lock that order's handover for 10 minutes (4 digits must not be guessable by trying).
   * Each try takes one of the five in a single conditional update before its code is compared,
   * so guesses sent in parallel cannot all be compared against one reading of the count; only
   * while the order is still where it was read, so a second press of the right code, racing the
   * one that delivered it, is refused as a replay rather than counted (and locked out).
   * Orders from before handover codes have none to check.
   */
  async function checkHandover(order: OrderRecord, { handoverCode }: { handoverCode?: string }) {
    if (order.handoverCode === undefined) return;
    const at = now();
    const locked = () => AppError.tooManyRequests(DELIVERY_MESSAGES.handoverLocked);
    if (order.handoverLockedUntil !== undefined && order.handoverLockedUntil > at) throw locked();
    if (handoverCode === undefined) {
      throw AppError.badRequest(HANDOVER_CODE_NEEDED, [
        { path: 'handoverCode', message: HANDOVER_CODE_NEEDED },
      ]);
    }
    const counted = await Order.findOneAndUpdate(
      {
        orderId: order.orderId,
        status: order.status,
        $nor: [
          { handoverFailures: mongoose.trusted({ $gte: HANDOVER_ATTEMPTS }) },
          { handoverLockedUntil: mongoose.trusted({ $gt: at }) },
        ],
      },
      { $inc: { handoverFailures: 1 } },
      { returnDocument: 'after', projection: { handoverFailures: 1 } },
    ).lean();
    if (counted === null) {
      const { status } = await requireOrder(order.orderId);
      throw status === order.status ? locked() : cannotMove(status, 'Delivered');
    }
    if (handoverCode === order.handoverCode) return;
    if ((counted.handoverFailures ?? 0) >= HANDOVER_ATTEMPTS) {
      await Order.updateOne(
        { orderId: order.orderId },
        {
          $set: {
            handoverFailures: 0,
            handoverLockedUntil: new Date(at.getTime() + HANDOVER_LOCK_MS),
          },
        },
      );
    }
    throw AppError.conflict(DELIVERY_MESSAGES.wrongHandoverCode);
  }

  /**
   * Puts the lines of one of the caller's orders back in their cart, on top of what is there and
   * capped at 10 each; products gone from the menu or sold out today are skipped and named. The
   * cart decides that as each line goes in, so one sold out meanwhile is skipped too. A line the
   * cart already held 10 of adds nothing: it is named in `atLimit`, not counted as added.
   */
  async function reorder(userId: string, orderId: string): Promise<Reordered> {
    const record = await Order.findOne({ orderId, userId }, { lines: 1 }).lean();
    if (record === null) throw AppError.notFound(ORDER_NOT_FOUND);
    const skipped: string[] = [];
    const atLimit: string[] = [];
    let added = 0;
    for (const line of record.lines) {
      try {
        if (await cart.merge(userId, line.productId.toHexString(), line.quantity)) added += 1;
        else atLimit.push(line.productName);
      } catch (error) {
        // 404: gone from the menu; 409: sold out today.
        const refused = error instanceof AppError && (error.status === 404 || error.status === 409);
        if (!refused) throw error;
        skipped.push(line.productName);
      }
    }
    return { added, skipped, atLimit };
  }

  /**
   * Moves an order exactly one step along Processing → Shipped → In Transit → Delivered; `target`,
   * when given, must be that step. Anything else (Delivered, Cancelled, a skip, a step back) is 409.
   */
  async function advance(
    orderId: string,
    target: FlowStatus | undefined,
    proof: HandoverProof,
    actor?: ConsoleActor,
  ): Promise<Order> {
    const current = await requireOrder(orderId);
    const next = nextStatus(current.status);
    if (next === null || (target !== undefined && target !== next)) {
      throw cannotMove(current.status, target);
    }
    if (next === 'Delivered' && proof !== 'trusted') await checkHandover(current, proof);
    // Paid on delivery: the money changed hands at the handover, so the tax invoice is owed now,
    // marked in the same update so that a request failing after it leaves it to the worker.
    const paidNow = next === 'Delivered' && current.paymentMethod === 'pay-on-delivery';
    const at = now();
    const updated = await Order.findOneAndUpdate(
      { orderId, status: current.status },
      {
        $set: {
          status: next,
          handoverFailures: 0,
          ...(paidNow ? { followUpAfter: new Date(at.getTime() + FOLLOW_UP_GRACE_MS) } : {}),
        },
        $push: { timeline: { status: next, at } },
      },
      { returnDocument: 'after' },
    ).lean();
    // Lost a race (a double press, a cancel): refused as if it had come a moment later.
    if (updated === null) throw cannotMove((await requireOrder(orderId)).status, target);
    await events.append(orderId, next);
    // Through the console: who moved it. The ops CLI (no actor) leaves its own trail in the logs.
    if (actor !== undefined) {
      await audit.record(actor, {
        kind: 'order.advanced',
        subject: orderId,
        summary: `${current.status} → ${next}`,
        before: { status: current.status },
        after: { status: next },
      });
    }
    if (paidNow) await followUp.complete(updated);
    const order = toOrderContract(updated);
    if (next === 'Shipped') await notifier.orderShipped(order);
    if (next === 'In Transit') await notifier.orderOutForDelivery(order);
    return order;
  }

  /**
   * For operators: steps forward one status at a time until `target` (each step atomic and
   * e-mailed like an API advance), so 'Delivered' from Processing passes Shipped and In Transit.
   * Returns every status reached; 409 when `target` is not ahead of the order.
   */
  async function advanceUntil(orderId: string, target: FlowStatus): Promise<OrderStatus[]> {
    const { status } = await requireOrder(orderId);
    const flow: readonly OrderStatus[] = ORDER_FLOW;
    if (flow.indexOf(status) < 0 || flow.indexOf(status) >= flow.indexOf(target)) {
      throw cannotMove(status, target);
    }
    const reached: OrderStatus[] = [];
    let step = nextStatus(status);
    // Each step names the status it expects next, so a concurrent change stops the walk with a 409.
    while (step !== null && reached.at(-1) !== target) {
      reached.push((await advance(orderId, step, 'trusted')).status);
      step = nextStatus(step);
    }
    return reached;
  }

  /**
   * The caller's Delivered orders holding `productId` (just `orderId` when given), newest first:
   * the order lines a review may be written for.
   */
  async function deliveredOrderIdsWith(
    userId: string,
    productId: string,
    orderId?: string,
  ): Promise<string[]> {
    const records = await Order.find(
      {
        userId,
        status: 'Delivered',
        'lines.productId': productId,
        ...(orderId === undefined ? {} : { orderId }),
      },
      { orderId: 1 },
    )
      .sort({ date: -1, _id: -1 })
      .lean();
    return records.map((record) => record.orderId);
  }

  return {
    placeOrder,
    placedOrderFor,
    refundSecondPayment,
    sameCartPlacedSince,
    listForUser,
    findForUser,
    findForViewer,
    cancel,
    cancelAsStaff,
    advance,
    advanceUntil,
    reorder,
    deliveredOrderIdsWith,
    giveBackDue,
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
