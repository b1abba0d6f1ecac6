import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { refundStatusSchema } from '../domain/refund.js';
import { orderIdSchema } from '../rules/ids.js';
import { rupeesSchema } from '../rules/amounts.js';
import { dataResponse } from './responses.js';

/**
 * A refund as operators see it on the 'Refunds' screen: the order it belongs to, the amount in
 * rupees and how its provider calls went.
 */
export const adminRefundSchema = z.object({
  orderId: orderIdSchema,
  /** The shopper's name on the order. */
  userName: z.string(),
  /**
   * A second payment for a cart already paid (two tabs, a retried sheet): the order it repeated,
   * which stands. This record bought nothing, has no slot, and is not on the order board.
   */
  duplicateOf: orderIdSchema.optional(),
  amount: rupeesSchema,
  status: refundStatusSchema,
  /** Provider calls made so far. */
  attempts: z.number().int().nonnegative(),
  /** Why the last call failed, when one did. */
  lastError: z.string().optional(),
  /** When the worker tries again by itself, while a failed call waits for its retry. */
  nextAttemptAt: z.iso.datetime({ offset: true }).optional(),
  /** The provider has the refund and its verdict is awaited: a retry cannot help. */
  withProvider: z.boolean(),
  /** Whether `Retry` may be pressed now: failed, or pending with no call running nor made. */
  retryable: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** Addition beyond the spec: pending and failed refunds, newest first (staff). */
export const listAdminRefunds = defineEndpoint({
  method: 'GET',
  path: '/admin/refunds',
  auth: 'staff',
  origin: 'addition',
  response: dataResponse(z.array(adminRefundSchema)),
});

export const retryRefundBodySchema = z.object({ orderId: orderIdSchema });

/**
 * Addition beyond the spec: calls the payment provider now for a failed refund, or a pending one
 * whose call failed and waits for its retry. 404 without a refund, 409 when it is processed, or
 * its call is running or made.
 */
export const retryRefund = defineEndpoint({
  method: 'POST',
  path: '/admin/refunds/retry',
  auth: 'staff',
  origin: 'addition',
  body: retryRefundBodySchema,
  response: dataResponse(adminRefundSchema),
});

export const adminRefundsEndpoints = { listAdminRefunds, retryRefund } as const satisfies Record<
  string,
  EndpointDefinition
>;
