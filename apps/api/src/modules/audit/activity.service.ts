import { ACTIVITY_PAGE_SIZE, type AuditEntry, type AuditKind } from '@gymfuel/contracts';
import mongoose, { Types, type QueryFilter } from 'mongoose';
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

const cursorOf = (record: AuditRecord) => `${record.at.getTime()}-${record._id.toHexString()}`;

/** Entries strictly after the cursor in (at, _id) descending order. */
function afterCursor(cursor: string): QueryFilter<AuditRecord> {
  const [ms = '', id = ''] = cursor.split('-');
  const at = new Date(Number(ms));
  const _id = new Types.ObjectId(id);
  return {
    $or: [{ at: mongoose.trusted({ $lt: at }) }, { at, _id: mongoose.trusted({ $lt: _id }) }],
  };
}

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
      const records = await Audit.find({ ...filter, ...(before ? afterCursor(before) : {}) })
        .sort({ at: -1, _id: -1 })
        .limit(ACTIVITY_PAGE_SIZE + 1)
        .lean();
      const page = records.slice(0, ACTIVITY_PAGE_SIZE);
      const last = page.at(-1);
      return {
        entries: page.map(toAuditEntry),
        nextCursor: records.length > ACTIVITY_PAGE_SIZE && last ? cursorOf(last) : null,
      };
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
