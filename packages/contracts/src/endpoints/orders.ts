import { z } from '../zod.js';
import { ignoredAmountSchema } from '../rules/amounts.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { slotChoiceSchema } from '../domain/gym.js';
import { handoverCodeSchema, orderSchema } from '../domain/order.js';
import { summarySchema } from '../domain/summary.js';
import { USER_ADDRESS_MAX_LENGTH } from '../domain/user.js';
import { objectIdSchema, orderIdSchema } from '../rules/ids.js';
import { quantitySchema } from '../rules/limits.js';
import { indianMobileSchema } from '../rules/phone.js';
import { requiredText } from '../rules/text.js';
import { optionalVoucherCodeSchema } from '../rules/voucherCode.js';
import { advanceTargetSchema, orderStatusSchema } from '../orderStatus.js';
import { callerOnlyBodySchema, callerUserId } from './body.js';
import { checkoutLines } from './orderLines.js';
import { dataResponse, messageResponse, successResponse } from './responses.js';
import { userNameSchema } from './users.js';

/** The caller's orders (newest first). */
export const getOrders = defineEndpoint({
  method: 'POST',
  path: '/getorders',
  auth: 'session',
  origin: 'spec',
  body: callerOnlyBodySchema,
  response: dataResponse(z.array(orderSchema)),
});

export const getOrderBodySchema = z.object({ orderId: orderIdSchema });

/** Another user's order is a 404, exactly like a missing one. */
export const getOrder = defineEndpoint({
  method: 'POST',
  path: '/getorder',
  auth: 'session',
  origin: 'spec',
  body: getOrderBodySchema,
  response: dataResponse(orderSchema),
});

export const cancelOrderBodySchema = z.object({
  userId: callerUserId,
  /** Spelt so in the spec, unlike everywhere else. */
  orderID: orderIdSchema,
});

/** Cancelling a Delivered or Cancelled order is a 409 envelope. */
export const cancelOrder = defineEndpoint({
  method: 'POST',
  path: '/cancelorder',
  auth: 'session',
  origin: 'spec',
  body: cancelOrderBodySchema,
  response: messageResponse,
});

const directOrderLineSchema = z.object({
  productId: objectIdSchema,
  quantity: quantitySchema,
  /** Sent by the spec's client; the server takes them from the catalogue. */
  productName: z.string().optional(),
  productPrice: ignoredAmountSchema,
  image: z.string().optional(),
});

/**
 * The order fields of docs/product.md#order-entity. Only pay-on-delivery orders are placed directly
 * (online payments create theirs in /authpayment). Prices, totals and status are the server's.
 */
export const addOrderBodySchema = z.object({
  userId: callerUserId,
  userName: userNameSchema,
  address: requiredText(USER_ADDRESS_MAX_LENGTH),
  phoneNumber: indianMobileSchema,
  paymentMethod: z.literal('pay-on-delivery'),
  order: checkoutLines(directOrderLineSchema, (line) => line.productId),
  /** Addition beyond the spec: the voucher, so the server can recompute the discount. */
  code: optionalVoucherCodeSchema,
  /** Addition: the delivery half hour; without it the earliest available one at the gym. */
  slot: slotChoiceSchema.optional(),
  /** Sent by the spec's client; the server generates or recomputes these. */
  orderId: z.string().optional(),
  date: z.string().optional(),
  paymentAmmount: ignoredAmountSchema,
  summary: summarySchema.optional(),
  status: orderStatusSchema.optional(),
});

export const addOrder = defineEndpoint({
  method: 'POST',
  path: '/addorder',
  auth: 'session',
  origin: 'spec',
  body: addOrderBodySchema,
  response: successResponse.extend({ orderId: orderIdSchema }),
});

export const advanceOrderBodySchema = z.object({
  orderId: orderIdSchema,
  /**
   * The next status, which the order must be one step short of (anything else is a 409).
   * Required: a step that names its target cannot be done twice by a replay or a double click.
   */
  status: advanceTargetSchema,
  /** Needed to mark it Delivered: the code the shopper shows at the gym. */
  handoverCode: handoverCodeSchema.optional(),
});

/** Addition beyond the spec: staff and owners move an order one step forward. */
export const advanceOrder = defineEndpoint({
  method: 'POST',
  path: '/admin/orders/advance',
  auth: 'staff',
  origin: 'addition',
  body: advanceOrderBodySchema,
  response: dataResponse(orderSchema),
});

export const reorderBodySchema = z.object({ orderId: orderIdSchema });

/** What a reorder put back: lines raised or added, and the titles of those it could not. */
export const reorderedSchema = z.object({
  /** Lines whose quantity in the cart went up. */
  added: z.number().int().min(0),
  /** Products gone from the menu or sold out today. */
  skipped: z.array(z.string()),
  /** Products the cart already held the most of (QUANTITY_MAX): nothing of them was added. */
  atLimit: z.array(z.string()),
});
export type Reordered = z.infer<typeof reorderedSchema>;

/**
 * Addition beyond the spec: puts the lines of one of the caller's orders back in the cart,
 * skipping products gone from the menu and capping each quantity at 10.
 */
export const reorder = defineEndpoint({
  method: 'POST',
  path: '/reorder',
  auth: 'session',
  origin: 'addition',
  body: reorderBodySchema,
  response: dataResponse(reorderedSchema),
});

export const ordersEndpoints = {
  getOrders,
  getOrder,
  cancelOrder,
  addOrder,
  advanceOrder,
  reorder,
} as const satisfies Record<string, EndpointDefinition>;

/**
 * Addition: live tracking, GET /orders/:orderId/events, Server-Sent Events for the order's owner
 * and staff. Not a JSON endpoint, so not in the table: each event's data is the whole order
 * (orderSchema), first as it stands (`state`), then after each change (`status`).
 */
export const orderEventsPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/events`;
export const ORDER_STREAM_EVENTS = { state: 'state', status: 'status' } as const;
