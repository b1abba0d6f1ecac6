import { z } from '../zod.js';
import { objectIdSchema, orderIdSchema } from '../rules/ids.js';
import { quantitySchema } from '../rules/limits.js';
import { rupeesSchema } from '../rules/amounts.js';
import { orderStatusSchema } from '../orderStatus.js';
import { summarySchema } from './summary.js';
import { deliverySlotSchema } from './gym.js';
import { refundSchema } from './refund.js';

/** 'credit-card' is the online payment; 'pay-on-delivery' exists but the interface never picks it. */
export const PAYMENT_METHODS = ['credit-card', 'pay-on-delivery'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const orderLineSchema = z.object({
  productId: objectIdSchema,
  productName: z.string(),
  productPrice: rupeesSchema,
  quantity: quantitySchema,
  image: z.string(),
  /**
   * Addition beyond the spec: protein (g) and energy (kcal) per unit as the menu said at purchase,
   * so a later menu edit never rewrites history. Absent on orders placed before nutrition.
   */
  protein: z.number().min(0).optional(),
  kcal: z.number().int().min(0).optional(),
  /**
   * Addition beyond the spec: whether this line already has its review (one per order line), so
   * the orders view can drop the review form after a reload. Filled by /getorders and /getorder.
   */
  reviewed: z.boolean().optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const timelineEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.iso.datetime({ offset: true }),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The digits the shopper shows at the gym's handover point, leading zeros kept ('0427'). */
export const HANDOVER_CODE_LENGTH = 4;
export const handoverCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${HANDOVER_CODE_LENGTH}}$`), `Must be ${HANDOVER_CODE_LENGTH} digits`);

export const orderGymSchema = z.object({ name: z.string(), handoverPoint: z.string() });
export type OrderGym = z.infer<typeof orderGymSchema>;

export const orderSchema = z.object({
  _id: objectIdSchema.optional(),
  userId: objectIdSchema,
  orderId: orderIdSchema,
  userName: z.string(),
  /** The shipping address string: gym_name, city, country joined. */
  address: z.string(),
  phoneNumber: z.string(),
  paymentMethod: paymentMethodSchema,
  /** ISO 8601; the orders list shows its first 10 characters. */
  date: z.iso.datetime({ offset: true }),
  paymentAmmount: rupeesSchema,
  order: z.array(orderLineSchema),
  summary: summarySchema,
  status: orderStatusSchema,
  /** Addition beyond the spec: the half hour it is delivered in (absent on older orders). */
  slot: deliverySlotSchema.optional(),
  /** Addition: the gym it goes to and where its desk hands it over (absent on older orders). */
  gym: orderGymSchema.optional(),
  /** Addition: the 4 digits the shopper shows at the gym; only the owner and staff see orders. */
  handoverCode: handoverCodeSchema.optional(),
  /** Addition: each status reached, with its time (ISO 8601). */
  timeline: z.array(timelineEntrySchema).optional(),
  /** Addition: paid after its slot hold expired and the slot had filled meanwhile. */
  overbooked: z.boolean().optional(),
  /** Addition: the refund of a cancelled order that was paid online (none for pay-on-delivery). */
  refund: refundSchema.optional(),
  /** Addition: paid after its voucher hold lapsed and the code's limit was reached meanwhile. */
  voucherOverLimit: z.boolean().optional(),
  /** Addition: paid only after its delivery slot had begun, so it must be delivered another time. */
  slotPassed: z.boolean().optional(),
  /**
   * Addition: on the record of a second payment for a cart already placed as this order (two tabs
   * paid): the record is Cancelled and its payment refunded, while the order named stands.
   */
  duplicateOf: orderIdSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * False for a record that was never a sale: a second payment for a cart already placed, refunded
 * at once (`duplicateOf`). Nothing was supplied, so it has no GST tax invoice, and nothing to
 * order again (its lines are the standing order's).
 */
export const isSale = (order: { duplicateOf?: string | undefined }): boolean =>
  order.duplicateOf === undefined;

/** What the invoice endpoints answer (404) for a record that was never a sale. */
export const NOT_A_SALE_MESSAGE =
  'No tax invoice: this payment repeated an order already paid for and was refunded, so nothing was sold';
