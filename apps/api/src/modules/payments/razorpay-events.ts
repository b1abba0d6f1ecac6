import { z } from 'zod';
import type { ProviderRefundEvent } from '../refunds/refunds.service.js';

/** The events that mean "this order is paid": order.paid, or a payment captured for an order. */
export const PAID_EVENTS = ['order.paid', 'payment.captured'] as const;

/** Razorpay's verdict on a refund we made. */
export const REFUND_EVENTS = ['refund.processed', 'refund.failed'] as const;

const paidEventSchema = z.object({
  event: z.enum(PAID_EVENTS),
  payload: z.object({
    // Both events carry the payment, and the payment names its order and its state.
    payment: z.object({
      entity: z.object({
        id: z.string().min(1).max(100),
        order_id: z.string().min(1).max(100),
        status: z.string().min(1).max(40),
      }),
    }),
  }),
});

const refundEventSchema = z.object({
  event: z.enum(REFUND_EVENTS),
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: z.string().min(1).max(100),
        payment_id: z.string().min(1).max(100),
        // Our refund id, as we sent it; null on refunds made elsewhere (the dashboard).
        receipt: z.string().max(100).nullish(),
      }),
    }),
  }),
});

export interface PaidOrder {
  providerOrderId: string;
  paymentId: string;
  /** The payment's state as Razorpay signed it ('captured' for these events). */
  status: string;
}

/**
 * 'ignored': an event we do not act on; 'unreadable': a paid event without an order's payment
 * (e.g. a payment taken outside the Orders API, whose order_id is null).
 */
export type WebhookEventReading =
  | { kind: 'paid'; paid: PaidOrder }
  | { kind: 'refund'; refund: ProviderRefundEvent }
  | { kind: 'ignored' }
  | { kind: 'unreadable'; reason: string };

function readRefundEvent(body: { event: string }): WebhookEventReading {
  const parsed = refundEventSchema.safeParse(body);
  if (!parsed.success)
    return { kind: 'unreadable', reason: `A ${body.event} event without a refund` };
  const { id, payment_id, receipt } = parsed.data.payload.refund.entity;
  return {
    kind: 'refund',
    refund: {
      providerRefundId: id,
      paymentId: payment_id,
      receipt: receipt ?? undefined,
      status: parsed.data.event === 'refund.processed' ? 'processed' : 'failed',
    },
  };
}

/** What a (signature-checked) webhook body tells us. */
export function readWebhookEvent(body: { event: string }): WebhookEventReading {
  if ((REFUND_EVENTS as readonly string[]).includes(body.event)) return readRefundEvent(body);
  if (!(PAID_EVENTS as readonly string[]).includes(body.event)) return { kind: 'ignored' };
  const parsed = paidEventSchema.safeParse(body);
  if (!parsed.success)
    return { kind: 'unreadable', reason: `A ${body.event} event without an order's payment` };
  const { id, order_id, status } = parsed.data.payload.payment.entity;
  return { kind: 'paid', paid: { providerOrderId: order_id, paymentId: id, status } };
}
