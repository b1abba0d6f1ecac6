import { isDeepStrictEqual } from 'node:util';
import type { AuditKind } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import type { SessionAuth } from '../../http/session-auth.js';
import type { AuditModel } from './audit.model.js';

export interface AuditChange {
  kind: AuditKind;
  /** What changed: an order id, a product id, a voucher code, an e-mail… */
  subject: string;
  summary?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * The fields of an edit that actually changed, before and after: an edit of one price records
 * that price, not the whole product.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => !isDeepStrictEqual(before[key], after[key]));
  return {
    before: Object.fromEntries(changed.filter((key) => key in before).map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.filter((key) => key in after).map((k) => [k, after[k]])),
  };
}

/**
 * Writes who did what through the operator console, and when, to the append-only `audit_log`.
 * Services call it after their change is stored, with the caller from the staff or owner guard.
 */
export function createAuditLog({ Audit, now }: { Audit: AuditModel; now: () => Date }) {
  return {
    async record(actor: SessionAuth, change: AuditChange): Promise<void> {
      await Audit.create({
        at: now(),
        actor: { userId: new Types.ObjectId(actor.userId), email: actor.email, role: actor.role },
        ...change,
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
