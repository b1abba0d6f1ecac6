import type { AuditEntry, AuditKind } from '@gymfuel/contracts';
import { Types, type QueryFilter } from 'mongoose';
import { afterCursor, pageOf, PAGE_READ_LIMIT } from '../../db/page-cursor.js';
import type { UserModel } from '../users/users.model.js';
import { toAuditEntry, type AuditModel, type AuditRecord } from './audit.model.js';

export interface ActivityQuery {
  /** An account id, or an account's current e-mail. */
  actor?: string;
  kind?: AuditKind;
  /** The previous page's cursor: '<epoch ms>-<entry id>'. */
  before?: string;
}

export interface ActivityPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

const ACCOUNT_ID = /^[0-9a-f]{24}$/;

/**
 * The 'Activity' view: the audit log newest first, a page at a time, by person and by kind, each
 * read along one of the log's indexes (time; person then time; kind then time).
 */
export function createActivityService({ Audit, User }: { Audit: AuditModel; User: UserModel }) {
  /** The account a filter names: its id as given, or the account holding that e-mail now. */
  async function actorIdOf(actor: string): Promise<Types.ObjectId | null> {
    if (ACCOUNT_ID.test(actor)) return new Types.ObjectId(actor);
    const user = await User.findOne({ email: actor }, { _id: 1 }).lean();
    return user?._id ?? null;
  }

  return {
    async list({ actor, kind, before }: ActivityQuery): Promise<ActivityPage> {
      const filter: QueryFilter<AuditRecord> = {};
      if (actor !== undefined) {
        const actorId = await actorIdOf(actor);
        if (actorId === null) return { entries: [], nextCursor: null };
        filter['actor.userId'] = actorId;
      }
      if (kind !== undefined) filter.kind = kind;
      const { records, nextCursor } = pageOf(
        await Audit.find({ ...filter, ...afterCursor('at', before) })
          .sort({ at: -1, _id: -1 })
          .limit(PAGE_READ_LIMIT)
          .lean(),
        (record) => record.at,
      );
      return { entries: records.map(toAuditEntry), nextCursor };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
