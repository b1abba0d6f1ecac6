import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import {
  boardFilterSchema,
  boardOrderSchema,
  cancelReasonSchema,
  prepListSchema,
} from '../domain/order-board.js';
import { orderIdSchema } from '../rules/ids.js';
import { dataResponse } from './responses.js';

/**
 * Addition beyond the spec: the order board's orders, those delivered on one India date (today
 * by default), optionally at one gym and in one slot, sorted by slot start, then gym.
 */
export const listBoardOrders = defineEndpoint({
  method: 'GET',
  path: '/admin/orders',
  auth: 'staff',
  origin: 'addition',
  query: boardFilterSchema,
  response: dataResponse(z.array(boardOrderSchema)),
});

export const staffCancelOrderBodySchema = z.object({
  orderId: orderIdSchema,
  /** Why, in a few words: kept on the order and in the audit log. */
  reason: cancelReasonSchema,
});

/**
 * Addition: staff cancel an order as its shopper could (the refund of an online payment, the
 * seat and the voucher use given back), with a reason. A Delivered or Cancelled order is a 409.
 */
export const staffCancelOrder = defineEndpoint({
  method: 'POST',
  path: '/admin/orders/cancel',
  auth: 'staff',
  origin: 'addition',
  body: staffCancelOrderBodySchema,
  response: dataResponse(boardOrderSchema),
});

/** Addition: what to cook and how to pack the live orders of a date, or of one of its slots. */
export const getPrepList = defineEndpoint({
  method: 'GET',
  path: '/admin/prep-list',
  auth: 'staff',
  origin: 'addition',
  query: boardFilterSchema.omit({ gym: true }),
  response: dataResponse(prepListSchema),
});

export const adminOrdersEndpoints = {
  listBoardOrders,
  staffCancelOrder,
  getPrepList,
} as const satisfies Record<string, EndpointDefinition>;

/**
 * Addition: GET /admin/orders/events, Server-Sent Events for staff: every order change (any
 * order, from any API process or the ops CLI) as the board card it makes (boardOrderSchema,
 * event `order`), after a `ready` event once the stream listens (the board then reads its list
 * again, so nothing that changed before is missed). Not a JSON endpoint, so not in the table,
 * like GET /orders/:orderId/events.
 */
export const ORDER_BOARD_EVENTS_PATH = '/admin/orders/events';
export const ORDER_BOARD_EVENTS = { ready: 'ready', order: 'order' } as const;
