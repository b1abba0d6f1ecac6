import { createHash, randomBytes } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  DELIVERY_MESSAGES,
  formatShippingAddress,
  indiaInstant,
  toPaise,
  type Address,
  type DeliverySlot,
  type Gym,
  type OrderGym,
  type Endpoints,
  type ParsedEndpointBody,
  type PaymentOrder,
  type PaymentResult,
  type SlotChoice,
} from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import { isDuplicateKey } from '../../errors/duplicate-key.js';
import type { Logger } from '../../logging/logger.js';
import type { CartService } from '../cart/cart.service.js';
import { newSeatHolder, type DeliveryService } from '../delivery/delivery.service.js';
import type { GymService } from '../gyms/gyms.service.js';
import type { InvoiceService } from '../invoices/invoices.service.js';
import type { CheckoutPricing, PricedCheckout } from '../orders/checkout-pricing.js';
import type { OrderDraft, OrderService } from '../orders/orders.service.js';
import type { ShopperLock } from '../orders/shopper-lock.js';
import type { RefundService } from '../refunds/refunds.service.js';
import type { VoucherUseService } from '../vouchers/voucher-uses.service.js';
import { checkoutKeyOf, checkoutTagOf, newCheckoutHolder } from './checkout-key.js';
import { checkoutMatchesCart } from './checkout-matches-cart.js';
import { oneAtATimePerKey } from '../../concurrency/one-at-a-time.js';
import {
  takenPayment,
  type PaymentGateway,
  type ProviderPayment,
  type ProviderPaymentState,
} from './payment-gateway.js';
import { RECONCILE_AFTER_MS } from './payment-reconciliation.js';
import {
  PENDING_PAYMENT_KEEP_MS,
  type PendingPaymentModel,
  type PendingPaymentRecord,
} from './pending-payment.model.js';
import { readWebhookEvent } from './razorpay-events.js';
import { isValidWebhookSignature } from './signatures.js';
import type { WebhookEventModel } from './webhook-event.model.js';

export const PAYMENT_MESSAGES = {
  providerUnavailable: 'Online payment is unavailable right now; please try again shortly',
  paymentNotFound: 'No such payment order',
  verificationFailed: 'Payment verification failed',
  simulatedOnly: 'Test payments exist only in simulated payment mode',
  razorpayOnly: 'Razorpay webhooks are accepted only in razorpay payment mode',
  badWebhookSignature: 'Invalid webhook signature',
  simulatedFailure: 'The test payment failed',
  simulatedAlreadyPaid: 'This test payment has already succeeded',
  notPaid: 'This payment did not go through, so no order was placed',
} as const;

type PaymentOrderBody = ParsedEndpointBody<Endpoints['createPaymentOrder']>;
type SimulateBody = ParsedEndpointBody<Endpoints['simulatePayment']>;

export interface PaymentServiceDeps {
  PendingPayment: PendingPaymentModel;
  WebhookEvent: WebhookEventModel;
  /**
   * A shopper's confirmations one at a time across API processes: whether the same cart was
   * placed already is looked at, and the order placed, as one step.
   */
  shopperLock: ShopperLock;
  gateway: PaymentGateway;
  pricing: CheckoutPricing;
  /** The shopper's cart is what gets paid for: checkout lines must still match it. */
  cart: Pick<CartService, 'listForUser'>;
  orders: Pick<
    OrderService,
    'placeOrder' | 'placedOrderFor' | 'refundSecondPayment' | 'sameCartPlacedSince'
  >;
  gyms: Pick<GymService, 'requireDeliveryAddress'>;
  /** Slot seats: held for the payment, confirmed when it arrives. */
  delivery: Pick<
    DeliveryService,
    'hold' | 'liveHoldTagged' | 'confirm' | 'release' | 'releaseHold' | 'earliestAvailable'
  >;
  /** Every paid order gets its tax invoice. */
  invoices: Pick<InvoiceService, 'issueAfterPayment'>;
  /** Razorpay's refund webhooks settle the refunds of cancelled orders. */
  refunds: Pick<RefundService, 'settleFromProvider'>;
  /** A limited voucher's use: held with the seat, confirmed when paid, released on failure. */
  voucherUses: Pick<VoucherUseService, 'hold' | 'confirm' | 'release' | 'releaseHold'>;
  logger: Logger;
  now?: () => Date;
}

export interface WebhookDelivery {
  rawBody: Buffer | undefined;
  signature: string | undefined;
  /** X-Razorpay-Event-Id: the same on every redelivery of one event. */
  eventId: string | undefined;
  body: { event: string };
}

function draftFrom(pending: PendingPaymentRecord, paymentId: string): OrderDraft {
  return {
    userId: pending.userId.toHexString(),
    userName: pending.address.your_name,
    email: pending.address.your_email,
    address: formatShippingAddress(pending.address),
    phoneNumber: pending.address.phone,
    paymentMethod: 'credit-card',
    lines: pending.lines.map((line) => ({ ...line, productId: line.productId.toHexString() })),
    ...(pending.slot === undefined
      ? {}
      : {
          slot: { date: pending.slot.date, start: pending.slot.start, end: pending.slot.end },
          seatHolder: pending.seatHolder,
        }),
    ...(pending.gym === undefined
      ? {}
      : {
          gym: { name: pending.gym.name, handoverPoint: pending.gym.handoverPoint },
        }),
    totals: pending.totals,
    ...(pending.voucherCode === undefined ? {} : { voucherCode: pending.voucherCode }),
    providerOrderId: pending.providerOrderId,
    paymentId,
  };
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const {
    PendingPayment,
    WebhookEvent,
    shopperLock,
    gateway,
    pricing,
    cart,
    orders,
    gyms,
    delivery,
    invoices,
    refunds,
    voucherUses,
    logger,
    now = () => new Date(),
  } = deps;
  const later = (ms: number) => new Date(now().getTime() + ms);
  const oneAtATimePerShopper = oneAtATimePerKey();

  async function createProviderOrder(amountPaise: number, userId: string) {
    try {
      return await gateway.createOrder({
        amountPaise,
        receipt: `gymfuel_${randomBytes(8).toString('hex')}`,
        notes: { userId },
      });
    } catch (error) {
      logger.error({ err: error }, 'the payment provider refused to create an order');
      throw AppError.notConfigured(PAYMENT_MESSAGES.providerUnavailable);
    }
  }

  /** The shopper's unpaid payment for this checkout, if there is one. */
  function unpaidPayment(userId: string, checkoutKey: string) {
    return PendingPayment.findOne({ userId, checkoutKey }).lean();
  }

  /**
   * Opens a provider order for the checkout and keeps the priced checkout until the payment is
   * confirmed. Another API process may have stored the same checkout meanwhile: the unique
   * (userId, checkoutKey) index keeps its record, and its provider order (and seat) is the one
   * answered.
   */
  async function openProviderOrder(
    userId: string,
    priced: PricedCheckout,
    address: Address,
    delivery: { slot: DeliverySlot; gym: OrderGym; seatHolder: string },
    checkoutKey: string,
  ): Promise<{ providerOrderId: string; seatHolder?: string }> {
    const providerOrder = await createProviderOrder(priced.totals.totalPaise, userId);
    try {
      await PendingPayment.create({
        providerOrderId: providerOrder.id,
        provider: gateway.provider,
        userId,
        ...priced,
        address,
        ...delivery,
        checkoutKey,
        // The shop's clock, not mongoose's: reconciliation counts the checkout's age from it.
        createdAt: now(),
        reconcileAfter: later(RECONCILE_AFTER_MS),
        expiresAt: later(PENDING_PAYMENT_KEEP_MS),
      });
      return { providerOrderId: providerOrder.id, seatHolder: delivery.seatHolder };
    } catch (error) {
      const stored = isDuplicateKey(error) ? await unpaidPayment(userId, checkoutKey) : null;
      if (stored === null) throw error;
      logger.info(
        {
          unusedProviderOrderId: providerOrder.id,
          providerOrderId: stored.providerOrderId,
          userId,
        },
        'the same checkout was opened in parallel: answering the stored provider order',
      );
      return stored;
    }
  }

  /**
   * The shopper's unpaid checkouts, in one read: this one if it is stored already (its provider
   * order is answered again), and the others, which this checkout supersedes.
   */
  async function openCheckouts(userId: string, checkoutKey: string) {
    const open = await PendingPayment.find(
      { userId, checkoutKey: mongoose.trusted({ $exists: true }) },
      { providerOrderId: 1, seatHolder: 1, checkoutKey: 1 },
    ).lean();
    return {
      unpaid: open.find((record) => record.checkoutKey === checkoutKey) ?? null,
      superseded: open.filter((record) => record.checkoutKey !== checkoutKey),
    };
  }

  /**
   * A shopper checks out one cart at a time: a new checkout (another slot, another gym, a changed
   * cart) gives back the seats its earlier unpaid checkouts held, rather than keeping them from
   * other shoppers until they lapse. Should one of those still be paid, its order is placed
   * anyway (a paid order is never refused; see delivery.confirm).
   */
  async function releaseSupersededHolds(
    superseded: readonly { seatHolder?: string }[],
  ): Promise<void> {
    for (const { seatHolder } of superseded) {
      if (seatHolder !== undefined) await delivery.releaseHold(seatHolder);
      await voucherUses.releaseHold(seatHolder);
    }
  }

  /**
   * The checkout's seat: its unpaid record's, renewed, or a new hold. A new hold refused as
   * 'full' may have met the same checkout opened at once through another API process (a double
   * click reaching both), holding the slot's last seat: that hold is shared (`shared`), so both
   * calls answer one provider order, the stored one.
   */
  async function holdCheckoutSeat(
    gym: Gym,
    choice: SlotChoice,
    unpaid: { seatHolder?: string } | null,
    tag: string,
  ): Promise<{ slot: DeliverySlot; seatHolder: string; shared: boolean }> {
    if (unpaid !== null) {
      const seatHolder = unpaid.seatHolder ?? newSeatHolder();
      const slot = await delivery.hold(gym, choice, seatHolder, { renew: true });
      return { slot, seatHolder, shared: false };
    }
    const seatHolder = newCheckoutHolder(tag);
    try {
      const slot = await delivery.hold(gym, choice, seatHolder, { renew: false });
      return { slot, seatHolder, shared: false };
    } catch (error) {
      const full = error instanceof AppError && error.message === DELIVERY_MESSAGES.slotFull;
      const twin = full ? await delivery.liveHoldTagged(gym.name, choice, tag) : null;
      if (twin === null) throw error;
      const slot = await delivery.hold(gym, choice, twin, { renew: true });
      return { slot, seatHolder: twin, shared: true };
    }
  }

  /**
   * The voucher's use, held under the seat's holder id so that the same checkout renews it.
   * A code that has run out (409) gives back the seat a new checkout has just taken.
   */
  async function holdVoucherUse(
    priced: PricedCheckout,
    userId: string,
    holder: string,
    { renew }: { renew: boolean },
  ): Promise<void> {
    try {
      await voucherUses.hold({ voucherCode: priced.voucherCode, userId, holder }, { renew });
    } catch (error) {
      if (!renew) await delivery.releaseHold(holder);
      throw error;
    }
  }

  /**
   * Pays for the shopper's cart as it is on the server: 409 when the lines sent are no longer
   * that cart (paid in another tab, changed since). Prices it on the server, refuses a client
   * amount that differs, and answers the provider order in paise: the unpaid one already opened
   * for this same checkout, else a new one. A shopper's calls run one at a time, so a
   * double-clicked Pay Now opens a single provider order.
   */
  async function createPaymentOrder(
    userId: string,
    body: PaymentOrderBody,
  ): Promise<PaymentOrder & { slot: DeliverySlot }> {
    return oneAtATimePerShopper(userId, async () => {
      if (!checkoutMatchesCart(body.order, await cart.listForUser(userId))) {
        throw AppError.conflict(CHECKOUT_MESSAGES.cartChanged);
      }
      const [priced, { gym, address }] = await Promise.all([
        pricing.price(body.order, body.code, { userId }),
        gyms.requireDeliveryAddress(body.address),
      ]);
      const amountPaise = priced.totals.totalPaise;
      if (toPaise(body.amount) !== amountPaise)
        throw AppError.badRequest(CHECKOUT_MESSAGES.amountMismatch);
      const choice = body.slot ?? (await delivery.earliestAvailable(gym));
      const checkoutKey = checkoutKeyOf(gateway.provider, priced, address, choice);
      const { unpaid, superseded } = await openCheckouts(userId, checkoutKey);
      // The seat is held before any provider order exists: a full slot costs no provider call.
      const { slot, seatHolder, shared } = await holdCheckoutSeat(
        gym,
        choice,
        unpaid,
        checkoutTagOf(userId, checkoutKey),
      );
      await holdVoucherUse(priced, userId, seatHolder, { renew: unpaid !== null || shared });
      let providerOrderId = unpaid?.providerOrderId;
      if (providerOrderId === undefined) {
        const stored = await openProviderOrder(
          userId,
          priced,
          address,
          { slot, gym: { name: gym.name, handoverPoint: gym.handoverPoint }, seatHolder },
          checkoutKey,
        );
        providerOrderId = stored.providerOrderId;
        // Opened in parallel by another request: its record holds its own seat, so ours goes
        // back. Our voucher hold may have taken over the stored one's as the shopper's earlier
        // hold, so the stored checkout holds its use again (renewed if it still has it).
        if (stored.seatHolder !== seatHolder) {
          await delivery.releaseHold(seatHolder);
          await voucherUses.releaseHold(seatHolder);
          if (stored.seatHolder !== undefined) {
            await voucherUses.hold(
              { voucherCode: priced.voucherCode, userId, holder: stored.seatHolder },
              { renew: true },
            );
          }
        }
      }
      await releaseSupersededHolds(superseded);
      return {
        id: providerOrderId,
        slot,
        amount: amountPaise,
        currency: 'INR',
        provider: gateway.provider,
        ...(gateway.provider === 'razorpay' ? { keyId: gateway.keyId } : {}),
      };
    });
  }

  /** A paid checkout is no longer open for reuse, and its record no longer expires. */
  const PAID = { $unset: { checkoutKey: 1, expiresAt: 1 } } as const;

  /**
   * A genuine payment: its checkout is no longer open for reuse (first, so even an order that
   * fails to be placed is never paid twice) and its record no longer expires, then the order is
   * placed, once. Whoever confirms the payment (/authpayment, the webhook, the reconciliation
   * job) comes through here.
   */
  async function placePaidOrder(pending: PendingPaymentRecord, payment: ProviderPayment) {
    await PendingPayment.updateOne({ _id: pending._id }, PAID);
    return placeMarkedOrder(pending, payment);
  }

  /**
   * placePaidOrder's rest, once the record is marked paid. A payment other than the one its
   * order was placed with was taken twice for one checkout: it is refunded, and the order stays.
   */
  async function placeMarkedOrder(pending: PendingPaymentRecord, payment: ProviderPayment) {
    const placed = await placeOnce(pending, payment);
    if (!placed.created && placed.paymentId !== undefined && placed.paymentId !== payment.id) {
      await settleSecondPayment(placed.orderId, pending, payment);
    }
    return placed;
  }

  /** A payment its checkout's order does not stand on: it buys nothing, so it goes back. */
  function refundSecondPayment(orderId: string, pending: PendingPaymentRecord, paymentId: string) {
    // The provider order is the first order's: the refunded record does not take it.
    const draft = { ...draftFrom(pending, paymentId), providerOrderId: undefined };
    return orders.refundSecondPayment(orderId, draft);
  }

  /**
   * A payment other than the one the checkout's order stands on: a captured one is refunded. One
   * only authorised is left alone: Razorpay refunds no uncaptured payment, and gives it back by
   * itself once its capture window has passed; it is logged for the operators.
   */
  async function settleSecondPayment(
    orderId: string,
    pending: PendingPaymentRecord,
    payment: ProviderPayment,
  ): Promise<void> {
    if (payment.captured) {
      await refundSecondPayment(orderId, pending, payment.id);
      return;
    }
    logger.warn(
      { providerOrderId: pending.providerOrderId, paymentId: payment.id, duplicateOf: orderId },
      'a second payment was only authorised: Razorpay gives it back by itself',
    );
  }

  /**
   * The payments the provider holds for a checkout (reconciliation), settled as /authpayment and
   * the webhook would have. Not placed yet: its order stands on a captured payment, else on an
   * authorised one (captured as it is placed). Every other payment is settled as a second one.
   */
  async function settleProviderPayments(
    pending: PendingPaymentRecord,
    found: readonly ProviderPayment[],
  ): Promise<void> {
    const { providerOrderId } = pending;
    const kept = found.find((payment) => payment.captured) ?? found[0];
    let order: { orderId: string; paymentId?: string } | null =
      await orders.placedOrderFor(providerOrderId);
    if (order === null && kept !== undefined) {
      // Placed now on `kept`, or (a webhook first, with another payment) answered as placed.
      const placed = await placePaidOrder(pending, kept);
      order = placed.created ? { orderId: placed.orderId, paymentId: kept.id } : placed;
    }
    if (order === null) return;
    for (const payment of found) {
      if (payment.id !== order.paymentId)
        await settleSecondPayment(order.orderId, pending, payment);
    }
  }

  /**
   * The checkout's one order: placed now, or answered as placed before. Under the shopper's lock:
   * two checkouts of the same cart confirmed at once (two tabs, /authpayment racing the webhook)
   * would otherwise both find no order of that cart yet, and both place one.
   */
  function placeOnce(pending: PendingPaymentRecord, payment: ProviderPayment) {
    return shopperLock.whileHeld(pending.userId.toHexString(), () =>
      placeOnceHeld(pending, payment),
    );
  }

  /**
   * An authorised payment is captured before anything stands on it, for the checkout's amount
   * (the provider refuses another), so no order rests on money Razorpay would give back by
   * itself. Under the shopper's lock: two confirmations of one payment capture it once.
   */
  async function capture(pending: PendingPaymentRecord, payment: ProviderPayment): Promise<void> {
    if (payment.captured) return;
    try {
      await gateway.capture(payment.id, pending.totals.totalPaise);
    } catch (error) {
      // The checkout stays due for reconciliation, which captures and places it later.
      logger.error(
        { err: error, providerOrderId: pending.providerOrderId, paymentId: payment.id },
        'an authorised payment could not be captured: no order placed on it yet',
      );
      throw AppError.notConfigured(PAYMENT_MESSAGES.providerUnavailable);
    }
  }

  async function placeOnceHeld(pending: PendingPaymentRecord, payment: ProviderPayment) {
    const paymentId = payment.id;
    // Placed already: a replayed /authpayment, a redelivered webhook or a later reconciliation
    // answers that order and confirms no seat or voucher use again, which would take them from
    // other shoppers for a while, even for an order cancelled since.
    const placedBefore = await orders.placedOrderFor(pending.providerOrderId);
    if (placedBefore !== null) {
      await invoices.issueAfterPayment(placedBefore);
      return placedBefore;
    }
    await capture(pending, payment);
    // The same cart placed from another checkout since this one opened (two tabs whose payment
    // sheets were both open): this payment buys nothing more, so it is refunded as a cancelled
    // record of this checkout, which answers it from then on, and its holds go back.
    const draft = draftFrom(pending, paymentId);
    const twin = await orders.sameCartPlacedSince(draft, pending.createdAt);
    if (twin !== null) {
      const orderId = await orders.refundSecondPayment(twin, draft);
      if (pending.seatHolder !== undefined) await delivery.release(pending.seatHolder);
      await voucherUses.release(pending.seatHolder ?? pending.providerOrderId);
      await settled(pending);
      return { orderId, created: false as const, paymentId, cancelled: true, duplicateOf: twin };
    }
    const { overbooked } =
      pending.slot === undefined || pending.seatHolder === undefined
        ? { overbooked: false }
        : await delivery.confirm(pending.address.gym_name, pending.slot, pending.seatHolder);
    if (overbooked) {
      logger.warn(
        { providerOrderId: pending.providerOrderId, slot: pending.slot },
        'paid after the slot hold lapsed and the slot filled: the order is overbooked',
      );
    }
    // Paid so late (a webhook or reconciliation hours on) that its slot has begun: it is placed
    // in that slot all the same, and flagged so the operators deliver it another time.
    const slotPassed =
      pending.slot !== undefined &&
      indiaInstant(pending.slot.date, pending.slot.start).getTime() <= now().getTime();
    if (slotPassed) {
      logger.warn(
        { providerOrderId: pending.providerOrderId, slot: pending.slot },
        'paid after its delivery slot began: the operators must deliver it another time',
      );
    }
    // A checkout without a seat (older than slots) holds its voucher use under its order id.
    const useHolder = pending.seatHolder ?? pending.providerOrderId;
    const voucherOverLimit = await voucherUses.confirm({
      voucherCode: pending.voucherCode,
      userId: pending.userId.toHexString(),
      holder: useHolder,
      providerOrderId: pending.providerOrderId,
    });
    const placed = await orders.placeOrder({
      ...draft,
      ...(overbooked ? { overbooked } : {}),
      ...(voucherOverLimit ? { voucherOverLimit } : {}),
      ...(slotPassed ? { slotPassed } : {}),
    });
    if (!placed.created && placed.cancelled === true) {
      // A late confirmation (a redelivered webhook, a reconciliation) of an order cancelled
      // since: the seat and voucher use just confirmed again were given back by the cancel.
      if (pending.seatHolder !== undefined) await delivery.release(pending.seatHolder);
      await voucherUses.release(useHolder);
    }
    // A new order's invoice was issued as it was placed; a repeated confirmation issues the one
    // an earlier attempt may have failed to store.
    if (!placed.created) await invoices.issueAfterPayment(placed);
    await settled(pending);
    return placed;
  }

  /**
   * Its order placed (or its payment refunded): it may go in time. It stays due for
   * reconciliation, which still looks for a second payment whose webhook was lost.
   */
  async function settled(pending: PendingPaymentRecord): Promise<void> {
    await PendingPayment.updateOne(
      { _id: pending._id },
      { $set: { expiresAt: later(PENDING_PAYMENT_KEEP_MS) } },
    );
  }

  /** The caller's own pending payment; anyone else's is answered like a missing one. */
  async function requireOwnPending(
    userId: string,
    providerOrderId: string,
  ): Promise<PendingPaymentRecord> {
    const pending = await PendingPayment.findOne({ providerOrderId, userId }).lean();
    if (pending === null) throw AppError.notFound(PAYMENT_MESSAGES.paymentNotFound);
    return pending;
  }

  /**
   * The payment /authpayment or the webhook names, as one its checkout's order may stand on
   * (takenPayment); 409 and no order for one that holds no money.
   */
  function standingPayment(pending: PendingPaymentRecord, state: ProviderPaymentState) {
    const payment = takenPayment(state);
    if (payment !== null) return payment;
    logger.warn(
      { providerOrderId: pending.providerOrderId, paymentId: state.id, status: state.status },
      'a confirmed payment holds no money: no order placed',
    );
    throw AppError.conflict(PAYMENT_MESSAGES.notPaid);
  }

  /**
   * What the provider says of the payment the browser names. One that holds no money now, or
   * that the provider cannot say anything of, may be the one the checkout's order already stands
   * on (a repeated /authpayment, the webhook first, refunded since): that order is answered all
   * the same. Looked for only then, so a first confirmation makes no extra read.
   */
  async function reportedPayment(
    pending: PendingPaymentRecord,
    paymentId: string,
  ): Promise<ProviderPaymentState> {
    const reported = await gateway
      .fetchPayment(pending.providerOrderId, paymentId)
      .catch((error) => {
        logger.error(
          { err: error, providerOrderId: pending.providerOrderId, paymentId },
          'the payment provider could not say what became of a payment',
        );
        return null;
      });
    if (reported !== null && takenPayment(reported) !== null) return reported;
    const placed = await orders.placedOrderFor(pending.providerOrderId);
    if (placed?.paymentId === paymentId) return { id: paymentId, status: 'captured' };
    if (reported === null) throw AppError.notConfigured(PAYMENT_MESSAGES.providerUnavailable);
    return reported;
  }

  /**
   * Checks the checkout's signature over the provider order id it names, and with the provider
   * that the payment holds money, then creates the order once: a repeat (or the webhook having
   * been first) answers the same orderId, and says when that order has been cancelled since.
   * A refusal tells someone else's record (404) from a forged signature (400).
   */
  async function authorisePayment(
    userId: string,
    result: PaymentResult,
  ): Promise<{ orderId: string; cancelled?: true; duplicateOf?: string }> {
    const claimed = gateway.isGenuinePayment(result)
      ? await PendingPayment.findOne({
          providerOrderId: result.razorpay_order_id,
          userId,
          provider: gateway.provider,
        }).lean()
      : null;
    if (claimed === null) {
      const pending = await requireOwnPending(userId, result.razorpay_order_id);
      logger.warn(
        { providerOrderId: pending.providerOrderId, userId },
        'payment signature rejected',
      );
      throw AppError.badRequest(PAYMENT_MESSAGES.verificationFailed);
    }
    const payment = standingPayment(
      claimed,
      await reportedPayment(claimed, result.razorpay_payment_id),
    );
    const placed = await placePaidOrder(claimed, payment);
    // Placed before (the webhook was first) and cancelled since: said, not answered as new.
    const cancelled = !placed.created && placed.cancelled === true;
    const duplicateOf = placed.created ? undefined : placed.duplicateOf;
    return {
      orderId: placed.orderId,
      ...(cancelled ? { cancelled } : {}),
      ...(duplicateOf === undefined ? {} : { duplicateOf }),
    };
  }

  /** The in-app test checkout's 'Pay' and 'Fail' buttons, for the caller's own pending payment. */
  async function simulatePayment(
    userId: string,
    { order_id, outcome }: SimulateBody,
  ): Promise<PaymentResult | { success: false; message: string }> {
    if (gateway.provider !== 'simulated') throw AppError.notFound(PAYMENT_MESSAGES.simulatedOnly);
    if (outcome === 'failure') {
      const pending = await requireOwnPending(userId, order_id);
      // A test payment that succeeded stays paid, as a real one would, and keeps its hold.
      if ((pending.simulatedPayments ?? []).length > 0) {
        throw AppError.conflict(PAYMENT_MESSAGES.simulatedAlreadyPaid);
      }
      // The failed payment's voucher use goes back to everyone; a retry holds one again.
      await voucherUses.releaseHold(pending.seatHolder);
      return { success: false, message: PAYMENT_MESSAGES.simulatedFailure };
    }
    await requireOwnPending(userId, order_id);
    return gateway.completePayment(order_id);
  }

  async function alreadyHandled(eventId: string): Promise<boolean> {
    return (await WebhookEvent.exists({ eventId })) !== null;
  }

  async function rememberHandled(eventId: string, event: string): Promise<void> {
    try {
      await WebhookEvent.create({ eventId, event });
    } catch (error) {
      // A redelivery handled in parallel recorded it first: nothing is lost.
      if (!isDuplicateKey(error)) throw error;
    }
  }

  /**
   * Razorpay's webhook: only a body signed with the webhook secret, byte for byte, is read.
   * A paid order is created from its pending record exactly like /authpayment does, so a
   * browser closed after paying loses nothing. A refund's verdict (refund.processed or
   * refund.failed) settles the refund of the cancelled order. The event is recorded only after it was
   * handled: a failure makes Razorpay redeliver, and handling twice is harmless anyway.
   * A signed event we do not act on is acknowledged and logged, never refused: Razorpay
   * redelivers a refused event for a day and then disables the webhook.
   */
  async function handleWebhook({
    rawBody,
    signature,
    eventId,
    body,
  }: WebhookDelivery): Promise<void> {
    if (gateway.provider !== 'razorpay') throw AppError.notFound(PAYMENT_MESSAGES.razorpayOnly);
    if (
      rawBody === undefined ||
      signature === undefined ||
      !isValidWebhookSignature(rawBody, signature, gateway.webhookSecret)
    ) {
      throw AppError.badRequest(PAYMENT_MESSAGES.badWebhookSignature);
    }
    const id = eventId ?? `body:${createHash('sha256').update(rawBody).digest('hex')}`;
    if (await alreadyHandled(id)) return;
    const reading = readWebhookEvent(body);
    if (reading.kind === 'ignored') {
      logger.info({ eventId: id, event: body.event }, 'webhook event ignored: not one we act on');
    }
    if (reading.kind === 'unreadable') {
      logger.warn(
        { eventId: id, event: body.event, reason: reading.reason },
        'webhook event ignored: no order payment in it',
      );
    }
    if (reading.kind === 'paid') {
      const { providerOrderId, paymentId, status } = reading.paid;
      const pending = await PendingPayment.findOne({ providerOrderId }).lean();
      const payment = pending === null ? null : takenPayment({ id: paymentId, status });
      if (pending === null) {
        // Paid through another integration on the same account: not ours to fulfil.
        logger.warn(
          { eventId: id, providerOrderId, event: body.event },
          'webhook for an unknown payment order ignored',
        );
      } else if (payment === null) {
        // Acknowledged, not refused: a redelivery would say the same.
        logger.warn(
          { eventId: id, providerOrderId, paymentId, status, event: body.event },
          'webhook for a payment that holds no money ignored: no order placed',
        );
      } else {
        const { orderId, created } = await placePaidOrder(pending, payment);
        logger.info(
          { orderId, providerOrderId, created, event: body.event },
          'webhook confirmed a payment',
        );
      }
    }
    if (reading.kind === 'refund') {
      const outcome = await refunds.settleFromProvider(reading.refund);
      const log = { eventId: id, event: body.event, ...reading.refund, outcome };
      if (outcome === 'unknown') logger.warn(log, 'webhook for an unknown refund ignored');
      if (outcome === 'unchanged') logger.info(log, 'webhook for a refund already settled');
      if (outcome === 'settled') logger.info(log, 'webhook settled a refund');
    }
    await rememberHandled(id, body.event);
  }

  return {
    createPaymentOrder,
    authorisePayment,
    simulatePayment,
    handleWebhook,
    settleProviderPayments,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
