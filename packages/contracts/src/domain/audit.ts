import { z } from '../zod.js';

/**
 * What the operator console can change, one kind per action: the Activity view filters by it.
 * A new console action adds its kind here, named `<thing>.<past tense>`.
 */
export const AUDIT_KINDS = [
  'order.advanced',
  'order.cancelled',
  'product.created',
  'product.updated',
  'product.availability',
  'gym.hours',
  'slots.default-capacity',
  'slots.capacity',
  'voucher.created',
  'voucher.updated',
  'voucher.deactivated',
  'refund.retried',
  'message.handled',
  'review.hidden',
  'review.shown',
  'staff.role',
] as const;
export const auditKindSchema = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof auditKindSchema>;

/** Who made a change: their account as it was at the time (a later rename does not rewrite it). */
export const auditActorSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: z.string(),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

/**
 * Addition beyond the spec: one entry of the append-only audit log. `subject` names what changed
 * (an order id, a product id, a voucher code…); `before` and `after` are the changed record's
 * fields as the console showed them, absent where there is no before (a creation) or after.
 */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.iso.datetime({ offset: true }),
  actor: auditActorSchema,
  kind: auditKindSchema,
  subject: z.string(),
  /** A short human sentence, e.g. 'Cancelled: shopper no-show'. */
  summary: z.string().optional(),
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
