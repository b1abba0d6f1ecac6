import {
  REFUND_STATUSES,
  fromPaise,
  type AdminRefund,
  type Refund,
  type RefundStatus,
} from '@gymfuel/contracts';
import { Schema } from 'mongoose';

/**
 * The refund of a cancelled order paid online, kept on the order itself: one per order by
 * construction, and each step (created, retried, processed, failed) is one atomic,
 * status-conditioned update of that order (docs/architecture.md#refunds).
 */
export interface RefundRecord {
  /** Ours ('refund_' + the order id): the refund's receipt at the provider, stable across retries. */
  refundId: string;
  amountPaise: number;
  status: RefundStatus;
  /** The provider's refund, once a call made it (Razorpay's 'rfnd_…'); webhooks name it. */
  providerRefundId?: string;
  /**
   * Provider refunds an operator's retry left behind (each failed): a late or redelivered
   * webhook about one of them must not settle the retry.
   */
  formerProviderRefundIds?: string[];
  /** Provider calls made so far. */
  attempts: number;
  /**
   * When the worker must act next: retry the call, or (simulated) mark it processed. Absent
   * while nothing is due: final, or waiting for Razorpay's webhook.
   */
  dueAt?: Date;
  /** Until when `leaseHolder` (one API process) alone may act on it; a dead holder's lapses. */
  leaseUntil: Date;
  leaseHolder?: string;
  /** Why the last call failed, for the operators. */
  lastError?: string;
  createdAt: Date;
  updatedAt: Date;
}

export const refundRecordSchema = new Schema<RefundRecord>(
  {
    refundId: { type: String, required: true },
    amountPaise: {
      type: Number,
      required: true,
      min: 1,
      validate: { validator: Number.isSafeInteger, message: 'Amounts are whole paise' },
    },
    status: { type: String, required: true, enum: REFUND_STATUSES },
    providerRefundId: { type: String },
    formerProviderRefundIds: { type: [String], default: undefined },
    attempts: { type: Number, required: true, min: 0 },
    dueAt: { type: Date },
    leaseUntil: { type: Date, required: true },
    leaseHolder: { type: String },
    lastError: { type: String },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { _id: false },
);

/** The contract's shape: our id, rupees, ISO dates; the provider's side stays on the server. */
export function toRefundContract(record: RefundRecord): Refund {
  return {
    id: record.refundId,
    amount: fromPaise(record.amountPaise),
    status: record.status,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/**
 * The console's shape of an order's refund at `now`: `Retry` is offered for a failed refund, and
 * for a pending one whose last call failed and that nobody is calling about right now.
 */
export function toAdminRefund(
  order: { orderId: string; userName: string; duplicateOf?: string },
  record: RefundRecord,
  now: Date,
): AdminRefund {
  // The provider has it and its verdict is awaited: not once it has failed it.
  const withProvider = record.status === 'pending' && record.providerRefundId !== undefined;
  const waitingForRetry =
    record.status === 'pending' &&
    !withProvider &&
    record.lastError !== undefined &&
    record.leaseUntil <= now;
  return {
    orderId: order.orderId,
    userName: order.userName,
    ...(order.duplicateOf === undefined ? {} : { duplicateOf: order.duplicateOf }),
    amount: fromPaise(record.amountPaise),
    status: record.status,
    attempts: record.attempts,
    ...(record.lastError === undefined ? {} : { lastError: record.lastError }),
    ...(waitingForRetry && record.dueAt !== undefined
      ? { nextAttemptAt: record.dueAt.toISOString() }
      : {}),
    withProvider,
    retryable: record.status === 'failed' || waitingForRetry,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
