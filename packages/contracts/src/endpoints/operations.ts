import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { orderSchema } from '../domain/order.js';
import { orderIdSchema } from '../rules/ids.js';
import { advanceTargetSchema } from '../orderStatus.js';
import { dataResponse } from './responses.js';

export const advanceOrderBodySchema = z.object({
  orderId: orderIdSchema,
  /** The expected next status; without it the order moves one step. Anything else is a 409. */
  status: advanceTargetSchema.optional(),
});

/** Addition beyond the spec: operators (ADMIN_EMAILS) move an order one step forward. */
export const advanceOrder = defineEndpoint({
  method: 'POST',
  path: '/admin/orders/advance',
  auth: 'admin',
  origin: 'addition',
  body: advanceOrderBodySchema,
  response: dataResponse(orderSchema),
});

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** Addition beyond the spec: liveness. */
export const healthz = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  auth: 'none',
  origin: 'addition',
  response: healthResponseSchema,
});

/** Addition beyond the spec: readiness (the database answers); a 503 envelope otherwise. */
export const readyz = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  auth: 'none',
  origin: 'addition',
  response: healthResponseSchema,
});
