import { randomBytes } from 'node:crypto';
import type { RefundStatus } from '@gymfuel/contracts';
import mongoose, { type QueryFilter } from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import type { Logger } from '../../logging/logger.js';
import type { OrderNotifier } from '../mail/order-notifier.js';
import type { OrderEventLog } from '../orders/order-event-log.js';
import { toOrderContract, type OrderModel, type OrderRecord } from '../orders/orders.model.js';
import type { PaymentGateway, ProviderRefund } from '../payments/payment-gateway.js';
import type { RefundRecord } from './refund-schema.js';

/**
 * How long one API process alone may work on a refund: well above two provider calls (15 s
 * timeout each), so a live holder always finishes first; a dead one's lease simply lapses.
 */
export const REFUND_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 10_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** After the nth failed call: 10 s, 20 s, 40 s… doubling up to an hour, and never giving up. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);

/** The console lists at most this many open refunds, the newest. */
export const OPEN_REFUNDS_LIMIT = 200;

/** Why an operator's retry cannot go ahead (the console's 'Refunds'). */
export const REFUND_RETRY_MESSAGES = {
  notFound: 'This order has no refund',
  processed: 'This refund has already been processed',
  withProvider: 'The payment provider already has this refund: its answer is awaited',
  running: 'This refund is being sent to the payment provider right now',
} as const;

/** Ours, one per order, and at most 40 characters: Razorpay keeps it as the refund's receipt. */
export const refundIdOf = (orderId: string) => `refund_${orderId}`;

type FinalStatus = Exclude<RefundStatus, 'pending'>;

/**
 * The refund a cancelled order paid online is owed, for the amount paid, due at once. The cancel
 * writes it in the same update that cancels the order, so no crash between the two can lose it.
 * Pay-on-delivery orders took no money and are owed none.
 */
export function owedRefund(
  order: Pick<OrderRecord, 'orderId' | 'paymentMethod' | 'paymentId' | 'totals'>,
  at: Date,
): RefundRecord | undefined {
  if (order.paymentMethod !== 'credit-card' || order.paymentId === undefined) return undefined;
  return {
    refundId: refundIdOf(order.orderId),
    amountPaise: order.totals.totalPaise,
    status: 'pending',
    attempts: 0,
    dueAt: at,
    leaseUntil: at,
    createdAt: at,
    updatedAt: at,
  };
}

/** What Razorpay's refund.processed / refund.failed webhook says. */
export interface ProviderRefundEvent {
  providerRefundId: string;
  paymentId: string;
  /** Our refund id, when Razorpay echoes it. */
  receipt: string | undefined;
  status: FinalStatus;
}

export interface RefundServiceDeps {
  Order: OrderModel;
  gateway: Pick<PaymentGateway, 'refund' | 'findRefund'>;
  notifier: Pick<OrderNotifier, 'refundInitiated' | 'refundProcessed' | 'refundFailed'>;
  /** Each step reaches the live tracking streams as a change of the (Cancelled) order. */
  events: Pick<OrderEventLog, 'append'>;
  logger: Logger;
  now?: () => Date;
  /** This process's name on the leases it takes. */
  holder?: string;
}

const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/**
 * Refunds of cancelled orders paid online (docs/architecture.md#refunds). The refund lives on its
 * order: created at most once by a conditional update, then moved only forward (pending →
 * processed | failed) by status-conditioned updates, so a double cancel, a retry, a replayed or
 * late webhook never refunds twice nor undoes a final status. Provider calls are made under a
 * lease, by the cancel at once and by the worker (refund-worker.ts) when a retry falls due.
 */
export function createRefundService({
  Order,
  gateway,
  notifier,
  events,
  logger,
  now = () => new Date(),
  holder = `refunds-${randomBytes(6).toString('hex')}`,
}: RefundServiceDeps) {
  const inFlight = new Set<Promise<void>>();

  /** The shopper hears of each step: the live pages through an order event, and by e-mail. */
  async function announce(record: OrderRecord): Promise<void> {
    const order = toOrderContract(record);
    const { refund } = order;
    if (refund === undefined) return;
    await events.append(record.orderId, record.status);
    if (refund.status === 'pending') await notifier.refundInitiated(order, refund);
    if (refund.status === 'processed') await notifier.refundProcessed(order, refund);
    if (refund.status === 'failed') await notifier.refundFailed(order, refund);
  }

  /** A pending refund becomes final, once: whoever updates it first announces it. */
  async function settle(
    match: QueryFilter<OrderRecord>,
    status: FinalStatus,
    { providerRefundId, reason }: { providerRefundId?: string; reason?: string } = {},
  ): Promise<OrderRecord | null> {
    const at = now();
    const settled = await Order.findOneAndUpdate(
      { ...match, 'refund.status': 'pending' },
      {
        $set: {
          'refund.status': status,
          'refund.updatedAt': at,
          'refund.leaseUntil': at,
          ...(providerRefundId === undefined
            ? {}
            : { 'refund.providerRefundId': providerRefundId }),
        },
        $unset: { 'refund.dueAt': 1 },
      },
      { returnDocument: 'after' },
    ).lean();
    if (settled === null) return null;
    if (status === 'failed') {
      logger.error(
        { orderId: settled.orderId, refundId: settled.refund?.refundId, reason },
        'a refund failed: the shopper must be paid back by hand',
      );
    }
    await announce(settled);
    return settled;
  }

  /**
   * The provider holds the refund now; what is left is its verdict (or, simulated, a delay). The
   * first refund recorded stays: another one for the same order (two processes calling at once,
   * which Razorpay's "never more than captured" rule should make impossible) is for the operators.
   */
  async function recordMade(record: OrderRecord, made: ProviderRefund): Promise<void> {
    const { orderId } = record;
    const refundId = record.refund?.refundId;
    const at = now();
    const dueAt = made.processedAfterMs === undefined ? null : later(at, made.processedAfterMs);
    const recorded = await Order.findOneAndUpdate(
      {
        'refund.refundId': refundId,
        'refund.providerRefundId': mongoose.trusted({ $in: [made.id, null] }),
      },
      {
        $set: {
          'refund.providerRefundId': made.id,
          'refund.leaseUntil': at,
          ...(dueAt === null ? {} : { 'refund.dueAt': dueAt }),
        },
        $unset: { 'refund.lastError': 1, ...(dueAt === null ? { 'refund.dueAt': 1 } : {}) },
      },
    ).lean();
    if (recorded === null) {
      logger.error(
        { orderId, refundId, providerRefundId: made.id },
        'a second refund was made for one order: the operators must check it',
      );
      return;
    }
    logger.info(
      { orderId, refundId, providerRefundId: made.id, status: made.status },
      'refund made with the payment provider',
    );
    if (made.status !== 'pending') {
      await settle({ 'refund.providerRefundId': made.id }, made.status);
    }
  }

  /** The call may succeed later (network, 5xx): the refund stays pending and is tried again. */
  async function retryLater(record: OrderRecord, error: unknown): Promise<void> {
    const attempts = record.refund?.attempts ?? 1;
    const at = now();
    const retryAt = later(at, retryDelayMs(attempts));
    await Order.updateOne(
      { 'refund.refundId': record.refund?.refundId, 'refund.leaseHolder': holder },
      {
        $set: {
          'refund.dueAt': retryAt,
          'refund.leaseUntil': at,
          'refund.lastError': error instanceof Error ? error.message : String(error),
        },
      },
    );
    logger.error(
      { err: error, orderId: record.orderId, attempts, retryAt },
      'the refund call failed; it stays pending and is retried',
    );
  }

  /**
   * One provider call for a claimed refund. A refund an earlier attempt made (its answer lost,
   * or its process gone) is found by our id before anything is sent again.
   */
  async function callProvider(record: OrderRecord): Promise<void> {
    const { refund, paymentId, orderId } = record;
    if (refund === undefined || paymentId === undefined) return;
    const reference = refund.refundId;
    const isRetry = refund.attempts > 1;
    try {
      const earlier = isRetry ? await gateway.findRefund(paymentId, reference) : null;
      if (earlier !== null) return await recordMade(record, earlier);
      const outcome = await gateway.refund({
        paymentId,
        amountPaise: refund.amountPaise,
        reference,
        notes: { orderId },
      });
      if (outcome.kind === 'refunded') return await recordMade(record, outcome.refund);
      // Refused, perhaps as 'already refunded' by an attempt that landed meanwhile.
      const landed = isRetry ? await gateway.findRefund(paymentId, reference) : null;
      if (landed !== null) return await recordMade(record, landed);
      await settle({ 'refund.refundId': reference }, 'failed', { reason: outcome.reason });
    } catch (error) {
      await retryLater(record, error);
    }
  }

  /**
   * Takes the lease of one refund whose provider call is due (not yet made, retry time reached,
   * nobody else's lease running), counting the attempt before the call so a retry always knows.
   */
  function claimCall(match: QueryFilter<OrderRecord> = {}) {
    const at = now();
    return Order.findOneAndUpdate(
      {
        ...match,
        'refund.status': 'pending',
        'refund.providerRefundId': mongoose.trusted({ $exists: false }),
        'refund.dueAt': mongoose.trusted({ $lte: at }),
        'refund.leaseUntil': mongoose.trusted({ $lte: at }),
      },
      leaseUpdate(at),
      { sort: { 'refund.dueAt': 1 }, returnDocument: 'after' },
    ).lean();
  }

  /** This process's lease from `at` on, with the attempt counted (`set` adds other fields). */
  function leaseUpdate(at: Date, set: Record<string, unknown> = {}) {
    return {
      $set: {
        ...set,
        'refund.leaseUntil': later(at, REFUND_LEASE_MS),
        'refund.leaseHolder': holder,
      },
      $inc: { 'refund.attempts': 1 },
    };
  }

  /** Runs `work` after the request that started it has been answered; failures are logged. */
  function inBackground(work: Promise<unknown>): void {
    const running = work
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error }, 'refund work failed'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  /**
   * After the cancel that recorded the order's refund (owedRefund): the shopper hears of it and
   * the provider is called at once in the background, so the cancel never waits for it and
   * stands whatever the provider answers. Should this never run (the process died right after
   * the cancel), the worker makes the call: the refund is due from the cancel on. Failures are
   * logged, never thrown: the cancellation has happened.
   */
  async function startFor(order: OrderRecord): Promise<void> {
    const refundId = order.refund?.refundId;
    if (refundId === undefined) return;
    try {
      await announce(order);
      inBackground(claimCall({ 'refund.refundId': refundId }).then(callIfClaimed));
    } catch (error) {
      logger.error(
        { err: error, orderId: order.orderId, refundId },
        'could not start the refund of a cancelled order',
      );
    }
  }

  async function callIfClaimed(claimed: OrderRecord | null): Promise<void> {
    if (claimed !== null) await callProvider(claimed);
  }

  /**
   * One pass of the worker: every provider call that is due is made, one refund at a time (none
   * taken once `stopping` is aborted: the process is shutting down), and simulated refunds whose
   * delay is over become processed. Answers how many calls it made.
   */
  async function runDue(stopping?: AbortSignal): Promise<number> {
    let handled = 0;
    while (stopping?.aborted !== true) {
      const claimed = await claimCall();
      if (claimed === null) break;
      await callProvider(claimed);
      handled += 1;
    }
    for (;;) {
      const processed = await settle(
        {
          'refund.providerRefundId': mongoose.trusted({ $exists: true }),
          'refund.dueAt': mongoose.trusted({ $lte: now() }),
        },
        'processed',
      );
      if (processed === null) return handled;
      handled += 1;
    }
  }

  /**
   * Razorpay's verdict (refund.processed / refund.failed), matched by its refund id. It may
   * arrive before the call that made the refund has answered: then our id (the receipt) and the
   * payment name the order. The answer may also be recorded between the two look-ups, so the
   * second accepts this very provider refund as well as none, but not one an operator's retry
   * left behind. A replay or a late event finds nothing pending and changes nothing.
   */
  async function settleFromProvider({
    providerRefundId,
    paymentId,
    receipt,
    status,
  }: ProviderRefundEvent): Promise<'settled' | 'unchanged' | 'unknown'> {
    const reason = `Razorpay's refund.${status} webhook`;
    if (await settle({ 'refund.providerRefundId': providerRefundId }, status, { reason })) {
      return 'settled';
    }
    if (receipt !== undefined) {
      const match = {
        'refund.refundId': receipt,
        paymentId,
        'refund.providerRefundId': mongoose.trusted({ $in: [providerRefundId, null] }),
        'refund.formerProviderRefundIds': mongoose.trusted({ $ne: providerRefundId }),
      };
      if (await settle(match, status, { providerRefundId, reason })) return 'settled';
    }
    const known = await Order.exists({
      $or: [
        { 'refund.providerRefundId': providerRefundId },
        { 'refund.formerProviderRefundIds': providerRefundId },
      ],
    });
    return known === null ? 'unknown' : 'unchanged';
  }

  /** The refusal of a retry for a refund that cannot be reopened now. */
  function retryRefusal(refund: RefundRecord): AppError {
    if (refund.status === 'processed') return AppError.conflict(REFUND_RETRY_MESSAGES.processed);
    if (refund.providerRefundId !== undefined) {
      return AppError.conflict(REFUND_RETRY_MESSAGES.withProvider);
    }
    return AppError.conflict(REFUND_RETRY_MESSAGES.running);
  }

  /**
   * An operator's retry: a failed refund goes back to pending (forgetting a provider refund
   * that failed), a pending one whose call failed becomes due now, and the call is made at once
   * exactly as the worker makes it (callProvider). Reopening and taking the lease are one
   * update, so a double click or the worker racing it makes one provider call, and the loser
   * gets 409 having changed nothing (no half-done retry left unaudited). Answers the refund
   * before, and the order as the call left it.
   */
  async function retryNow(orderId: string): Promise<{ before: RefundRecord; after: OrderRecord }> {
    const current = await Order.findOne({ orderId }).lean();
    if (current?.refund === undefined) throw AppError.notFound(REFUND_RETRY_MESSAGES.notFound);
    const at = now();
    const reopened = await Order.findOneAndUpdate(
      {
        orderId,
        $or: [
          { 'refund.status': 'failed' },
          {
            'refund.status': 'pending',
            'refund.providerRefundId': mongoose.trusted({ $exists: false }),
            'refund.leaseUntil': mongoose.trusted({ $lte: at }),
          },
        ],
      },
      {
        ...leaseUpdate(at, {
          'refund.status': 'pending',
          'refund.dueAt': at,
          'refund.updatedAt': at,
        }),
        $unset: { 'refund.providerRefundId': 1 },
        // The failed provider refund is remembered, so its own late webhook settles nothing.
        ...(current.refund.providerRefundId === undefined
          ? {}
          : {
              $addToSet: { 'refund.formerProviderRefundIds': current.refund.providerRefundId },
            }),
      },
      { returnDocument: 'after' },
    ).lean();
    if (reopened === null) throw retryRefusal(current.refund);
    // The live pages show the refund under way again; the outcome is mailed as usual.
    if (current.refund.status === 'failed') await events.append(orderId, reopened.status);
    await callProvider(reopened);
    const after = await Order.findOne({ orderId }).lean();
    if (after === null) throw AppError.notFound(REFUND_RETRY_MESSAGES.notFound);
    return { before: current.refund, after };
  }

  return {
    startFor,
    runDue,
    retryNow,
    /** Pending and failed refunds, newest first (the console's 'Refunds'). */
    listOpen(): Promise<OrderRecord[]> {
      return Order.find({ 'refund.status': mongoose.trusted({ $in: ['pending', 'failed'] }) })
        .sort({ 'refund.createdAt': -1, _id: -1 })
        .limit(OPEN_REFUNDS_LIMIT)
        .lean();
    },
    settleFromProvider,
    /** Resolves once the provider calls started by cancels so far are over (tests, shutdown). */
    async idle(): Promise<void> {
      await Promise.all([...inFlight]);
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
