import { z } from 'zod';

/** The events that mean "this order is paid": order.paid, or a payment captured for an order. */
export const PAID_EVENTS = ['order.paid', 'payment.captured'] as const;

const paidEventSchema = z.object({
  event: z.enum(PAID_EVENTS),
  payload: z.object({
    // Both events carry the payment, and the payment names its order.
    payment: z.object({
      entity: z.object({ id: z.string().min(1).max(100), order_id: z.string().min(1).max(100) }),
    }),
  }),
});

export interface PaidOrder {
  providerOrderId: string;
  paymentId: string;
}

/**
 * 'ignored': an event we do not act on; 'unreadable': a paid event without an order's payment
 * (e.g. a payment taken outside the Orders API, whose order_id is null).
 */
export type WebhookEventReading =
  { kind: 'paid'; paid: PaidOrder } | { kind: 'ignored' } | { kind: 'unreadable'; reason: string };

/** What a (signature-checked) webhook body tells us. */
export function readWebhookEvent(body: { event: string }): WebhookEventReading {
  if (!(PAID_EVENTS as readonly string[]).includes(body.event)) return { kind: 'ignored' };
  const parsed = paidEventSchema.safeParse(body);
  if (!parsed.success)
    return { kind: 'unreadable', reason: `A ${body.event} event without an order's payment` };
  const { id, order_id } = parsed.data.payload.payment.entity;
  return { kind: 'paid', paid: { providerOrderId: order_id, paymentId: id } };
}
