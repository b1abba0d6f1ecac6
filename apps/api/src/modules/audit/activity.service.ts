import type { AuditEntry, AuditKind } from '@gymfuel/contracts';
import mongoose, { Types, type QueryFilter } from 'mongoose';
import { afterCursor, pageOf, PAGE_READ_LIMIT } from '../../db/page-cursor.js';
import type { UserModel } from '../users/users.model.js';
import { toAuditEntry, type AuditModel, type AuditRecord } from './audit.model.js';

export interface ActivityQuery {
  /** An account id, or an e-mail an account holds now or acted under before. */
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
 * read along one of the log's indexes (time; person then time; kind then time; an e-mail acted
 * under).
 */
export function createActivityService({ Audit, User }: { Audit: AuditModel; User: UserModel }) {
  /**
   * The accounts a filter names: its id as given; for an e-mail, the account holding it now and
   * any account that acted under it before changing it (the log keeps the e-mail of the time).
   * Entries are then matched by account, so each one's whole history shows, under any e-mail.
   */
  async function actorIdsOf(actor: string): Promise<Types.ObjectId[]> {
    if (ACCOUNT_ID.test(actor)) return [new Types.ObjectId(actor)];
    const [holder, earlier] = await Promise.all([
      User.findOne({ email: actor }, { _id: 1 }).lean(),
      // distinct answers the stored values, which the schema declares ObjectIds.
      Audit.distinct('actor.userId', { 'actor.email': actor }) as Promise<Types.ObjectId[]>,
    ]);
    const ids = holder ? [holder._id, ...earlier] : earlier;
    return ids.filter((id, index) => ids.findIndex((other) => other.equals(id)) === index);
  }

  return {
    async list({ actor, kind, before }: ActivityQuery): Promise<ActivityPage> {
      const filter: QueryFilter<AuditRecord> = {};
      if (actor !== undefined) {
        const actorIds = await actorIdsOf(actor);
        if (actorIds.length === 0) return { entries: [], nextCursor: null };
        filter['actor.userId'] = mongoose.trusted({ $in: actorIds });
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
