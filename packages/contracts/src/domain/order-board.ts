import { z } from '../zod.js';
import { objectIdSchema, orderIdSchema } from '../rules/ids.js';
import { requiredText } from '../rules/text.js';
import { clockTimeSchema, deliverySlotSchema, isoDateSchema } from './gym.js';
import { orderSchema } from './order.js';

/** The longest reason staff may give for cancelling an order (it goes to the audit log). */
export const CANCEL_REASON_MAX_LENGTH = 200;
export const cancelReasonSchema = requiredText(CANCEL_REASON_MAX_LENGTH);

/** Who cancelled an order: the shopper (POST /cancelorder) or staff (with their reason). */
export const CANCELLED_BY = ['shopper', 'staff'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];
export const cancellationSchema = z.object({
  by: z.enum(CANCELLED_BY),
  /** Only staff give one. */
  reason: z.string().optional(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/**
 * Addition beyond the spec: one card of the operators' order board. The order as the kitchen and
 * the riders need it (never its handover code: the shopper shows that at the gym), with the
 * shopper's name and phone from their account.
 */
export const boardOrderSchema = orderSchema
  .pick({
    orderId: true,
    status: true,
    date: true,
    paymentMethod: true,
    paymentAmmount: true,
    order: true,
    slot: true,
    gym: true,
    overbooked: true,
    voucherOverLimit: true,
    slotPassed: true,
    refund: true,
  })
  .extend({
    shopper: z.object({ name: z.string(), phone: z.string() }),
    cancellation: cancellationSchema.optional(),
  });
export type BoardOrder = z.infer<typeof boardOrderSchema>;

/** Which orders a board or prep list shows: one India date, optionally one gym and one slot. */
export const boardFilterSchema = z.object({
  /** India time; today when absent. */
  date: isoDateSchema.optional(),
  gym: z.string().trim().min(1, 'This field is required').max(200).optional(),
  /** The slot's start, e.g. 18:00. */
  slot: clockTimeSchema.optional(),
});
export type BoardFilter = z.infer<typeof boardFilterSchema>;

/** One product to cook: the total over the slot's (or day's) live orders. */
export const prepProductSchema = z.object({
  productId: objectIdSchema,
  title: z.string(),
  quantity: z.number().int().min(1),
});

/** One bag to pack: an order and what goes in it. */
export const packOrderSchema = z.object({
  orderId: orderIdSchema,
  shopperName: z.string(),
  slot: deliverySlotSchema,
  lines: z.array(z.object({ title: z.string(), quantity: z.number().int().min(1) })),
});

/** Addition beyond the spec: what the kitchen cooks and packs for a date (and slot). */
export const prepListSchema = z.object({
  date: isoDateSchema,
  /** The slot's start; absent for the whole day. */
  slot: clockTimeSchema.optional(),
  /** Sorted by title. */
  products: z.array(prepProductSchema),
  /** One per gym with live orders, sorted by gym name; its orders by slot, then order id. */
  gyms: z.array(z.object({ gym: z.string(), orders: z.array(packOrderSchema) })),
});
export type PrepList = z.infer<typeof prepListSchema>;
