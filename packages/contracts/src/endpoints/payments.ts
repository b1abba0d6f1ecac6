import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { addressSchema } from '../domain/address.js';
import { deliverySlotSchema, slotChoiceSchema } from '../domain/gym.js';
import { paymentOrderSchema } from '../domain/payment.js';
import { orderIdSchema } from '../rules/ids.js';
import { ignoredAmountSchema, rupeesSchema } from '../rules/amounts.js';
import { optionalVoucherCodeSchema } from '../rules/voucherCode.js';
import { checkoutLineSchema, checkoutLines } from './orderLines.js';
import { successResponse } from './responses.js';

/** Razorpay allows at most 15 notes of up to 256 characters. */
const notesSchema = z
  .record(z.string().max(40), z.string().max(256))
  .refine((notes) => Object.keys(notes).length <= 15, { message: 'At most 15 notes' });

export const createPaymentOrderBodySchema = z.object({
  /** The client's final total in rupees; refused when it differs from the server's. */
  amount: rupeesSchema,
  currency: z.literal('INR'),
  receipt: z.string().max(40).optional(),
  notes: notesSchema.optional(),
  order: checkoutLines(checkoutLineSchema, (line) => line.proId),
  code: optionalVoucherCodeSchema,
  address: addressSchema,
  /** Addition: the delivery half hour; without it the earliest available one at the gym. */
  slot: slotChoiceSchema.optional(),
});

export const createPaymentOrder = defineEndpoint({
  method: 'POST',
  path: '/paymentorder',
  auth: 'session',
  origin: 'spec',
  body: createPaymentOrderBodySchema,
  response: paymentOrderSchema.extend({ slot: deliverySlotSchema }),
});

const providerId = z.string().trim().min(1).max(100);

/** What Razorpay Checkout (or the simulated checkout) hands back after a successful payment. */
export const paymentResultSchema = z.object({
  razorpay_order_id: providerId,
  razorpay_payment_id: providerId,
  razorpay_signature: providerId,
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/**
 * The spec's client also sends its own copy of the order. The server ignores it: the money has
 * already been taken, so these are typed loosely and never make a genuine payment fail.
 */
export const authorisePaymentBodySchema = paymentResultSchema.extend({
  order_id: z.string().optional(),
  amount: ignoredAmountSchema,
  userId: z.string().optional(),
  userName: z.string().optional(),
  address: z.string().optional(),
  phoneNumber: z.string().optional(),
  paymentMethod: z.string().optional(),
  order: z.array(z.unknown()).optional(),
  summary: z.record(z.string(), z.unknown()).optional(),
});

/**
 * Idempotent: a repeat call for the same provider order answers the same orderId. Addition:
 * `cancelled` when that order was placed earlier (by the webhook) and cancelled since, so the
 * shopper is not told it was just placed.
 */
export const authorisePayment = defineEndpoint({
  method: 'POST',
  path: '/authpayment',
  auth: 'session',
  origin: 'spec',
  body: authorisePaymentBodySchema,
  response: successResponse.extend({
    orderId: orderIdSchema,
    cancelled: z.literal(true).optional(),
    /**
     * Addition: the shopper's order this payment repeated (the same cart paid from a second tab's
     * payment sheet). `orderId` is then this payment's own record, cancelled, its money refunded.
     */
    duplicateOf: orderIdSchema.optional(),
  }),
});

/** Razorpay's event body; the server checks X-Razorpay-Signature over the raw bytes first. */
export const razorpayWebhookBodySchema = z.looseObject({
  event: z.string().min(1),
  payload: z.record(z.string(), z.unknown()),
});

/** Addition beyond the spec: Razorpay's webhook, so a paid order survives a closed browser. */
export const razorpayWebhook = defineEndpoint({
  method: 'POST',
  path: '/payments/razorpay/webhook',
  auth: 'none',
  origin: 'addition',
  body: razorpayWebhookBodySchema,
  response: successResponse,
});

export const simulatePaymentBodySchema = z.object({
  order_id: providerId,
  outcome: z.enum(['success', 'failure']),
});

/** A failed test payment takes no money; the web shows 'Something went wrong !'. */
export const simulatedPaymentFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});

/** Addition beyond the spec, simulated mode only: the in-app test checkout. */
export const simulatePayment = defineEndpoint({
  method: 'POST',
  path: '/payments/simulate',
  auth: 'session',
  origin: 'addition',
  body: simulatePaymentBodySchema,
  response: z.union([paymentResultSchema, simulatedPaymentFailureSchema]),
});

export const paymentsEndpoints = {
  createPaymentOrder,
  authorisePayment,
  razorpayWebhook,
  simulatePayment,
} as const satisfies Record<string, EndpointDefinition>;
