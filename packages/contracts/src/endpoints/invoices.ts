import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { invoiceSchema } from '../domain/invoice.js';
import { orderIdSchema } from '../rules/ids.js';
import { dataResponse } from './responses.js';

export const invoicePathParamsSchema = z.object({ orderId: orderIdSchema });

/**
 * Addition beyond the spec: an order's GST tax invoice, with its credit note once cancelled. For
 * the order's owner and staff; anyone else, and an order without an invoice, get a 404.
 */
export const getInvoice = defineEndpoint({
  method: 'GET',
  path: '/orders/:orderId/invoice',
  auth: 'session',
  origin: 'addition',
  params: invoicePathParamsSchema,
  response: dataResponse(invoiceSchema),
});

/** The same invoice as a PDF to keep or print (application/pdf); same rules as getInvoice. */
export const getInvoicePdf = defineEndpoint({
  method: 'GET',
  path: '/orders/:orderId/invoice.pdf',
  auth: 'session',
  origin: 'addition',
  params: invoicePathParamsSchema,
  produces: 'application/pdf',
  response: z.string().meta({ contentMediaType: 'application/pdf' }),
});

/** The credit note of a cancelled invoiced order, as a PDF; 404 while there is none. */
export const getCreditNotePdf = defineEndpoint({
  method: 'GET',
  path: '/orders/:orderId/credit-note.pdf',
  auth: 'session',
  origin: 'addition',
  params: invoicePathParamsSchema,
  produces: 'application/pdf',
  response: z.string().meta({ contentMediaType: 'application/pdf' }),
});

export const invoicesEndpoints = {
  getInvoice,
  getInvoicePdf,
  getCreditNotePdf,
} as const satisfies Record<string, EndpointDefinition>;
