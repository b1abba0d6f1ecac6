import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { auditEntrySchema, auditKindSchema } from '../domain/audit.js';
import { EMAIL_MAX_LENGTH } from '../rules/email.js';
import { pageCursorSchema, pagedResponse } from './console-pages.js';

export const listActivityQuerySchema = z.object({
  /** One person: their account id, or an e-mail their account holds now or acted under before. */
  actor: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'This field is required')
    .max(EMAIL_MAX_LENGTH, `Must be at most ${EMAIL_MAX_LENGTH} characters`)
    .optional(),
  kind: auditKindSchema.optional(),
  before: pageCursorSchema,
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
  response: pagedResponse(auditEntrySchema),
});

export const adminActivityEndpoints = { listActivity } as const satisfies Record<
  string,
  EndpointDefinition
>;
