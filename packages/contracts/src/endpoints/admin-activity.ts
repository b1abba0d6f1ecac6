import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { auditEntrySchema, auditKindSchema } from '../domain/audit.js';
import { EMAIL_MAX_LENGTH } from '../rules/email.js';
import { successResponse } from './responses.js';

/** Entries per page of the 'Activity' view. */
export const ACTIVITY_PAGE_SIZE = 50;

/**
 * Where a page ends: the last entry's time (epoch milliseconds) and id, so the next page starts
 * strictly after it even when several entries share a millisecond.
 */
export const ACTIVITY_CURSOR_PATTERN = /^\d{1,15}-[0-9a-f]{24}$/;

export const listActivityQuerySchema = z.object({
  /** One person: their account id, or their account's current e-mail. */
  actor: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'This field is required')
    .max(EMAIL_MAX_LENGTH, `Must be at most ${EMAIL_MAX_LENGTH} characters`)
    .optional(),
  kind: auditKindSchema.optional(),
  /** The previous page's `nextCursor`. */
  before: z
    .string()
    .regex(ACTIVITY_CURSOR_PATTERN, 'Must be a cursor from the previous page')
    .optional(),
});

/**
 * Addition beyond the spec: the audit log, newest first, a page at a time, by person and by kind
 * (owner only). `nextCursor` is null on the last page.
 */
export const listActivity = defineEndpoint({
  method: 'GET',
  path: '/admin/activity',
  auth: 'owner',
  origin: 'addition',
  query: listActivityQuerySchema,
  response: successResponse.extend({
    data: z.array(auditEntrySchema),
    nextCursor: z.string().regex(ACTIVITY_CURSOR_PATTERN).nullable(),
  }),
});

export const adminActivityEndpoints = { listActivity } as const satisfies Record<
  string,
  EndpointDefinition
>;
