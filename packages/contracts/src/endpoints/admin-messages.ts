import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { objectIdSchema } from '../rules/ids.js';
import { pageCursorSchema, pagedResponse } from './console-pages.js';
import { dataResponse } from './responses.js';

/** A Contact page message as operators see it. */
export const adminMessageSchema = z.object({
  _id: objectIdSchema,
  email: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

/** The 'Messages' filter: only the ones still to answer, or every one. */
export const MESSAGE_FILTERS = ['unhandled', 'all'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const listAdminMessagesQuerySchema = z.object({
  show: z.enum(MESSAGE_FILTERS, `Must be one of ${MESSAGE_FILTERS.join(', ')}`).default('all'),
  before: pageCursorSchema,
});

/**
 * Addition beyond the spec: Contact page messages, newest first, a page at a time (staff).
 * `nextCursor` is null on the last page.
 */
export const listAdminMessages = defineEndpoint({
  method: 'GET',
  path: '/admin/messages',
  auth: 'staff',
  origin: 'addition',
  query: listAdminMessagesQuerySchema,
  response: pagedResponse(adminMessageSchema),
});

export const messagePathParamsSchema = z.object({ messageId: objectIdSchema });
export const markMessageBodySchema = z.object({ handled: z.boolean('Must be true or false') });

/** Addition beyond the spec: marks a message handled or unhandled again (staff). 404 if unknown. */
export const markMessage = defineEndpoint({
  method: 'POST',
  path: '/admin/messages/:messageId/handled',
  auth: 'staff',
  origin: 'addition',
  params: messagePathParamsSchema,
  body: markMessageBodySchema,
  response: dataResponse(adminMessageSchema),
});

export const adminMessagesEndpoints = { listAdminMessages, markMessage } as const satisfies Record<
  string,
  EndpointDefinition
>;
