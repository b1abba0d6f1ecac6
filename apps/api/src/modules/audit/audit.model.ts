import type { AuditEntry, AuditKind } from '@gymfuel/contracts';
import { Schema, type Connection, type MongooseQueryMiddleware, type Types } from 'mongoose';

/** One change made through the operator console, as stored. */
export interface AuditRecord {
  _id: Types.ObjectId;
  at: Date;
  actor: { userId: Types.ObjectId; email: string; role: string };
  kind: AuditKind;
  subject: string;
  summary?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Every query that would change or remove an entry: the log is append-only. */
const REWRITING_QUERIES: MongooseQueryMiddleware[] = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
];

const auditSchema = new Schema<AuditRecord>(
  {
    at: { type: Date, required: true },
    actor: {
      userId: { type: Schema.Types.ObjectId, required: true },
      email: { type: String, required: true },
      role: { type: String, required: true },
    },
    kind: { type: String, required: true },
    subject: { type: String, required: true },
    summary: { type: String },
    before: { type: Schema.Types.Mixed },
    after: { type: Schema.Types.Mixed },
  },
  { collection: 'audit_log', versionKey: false, minimize: false },
);
// The Activity view reads newest first, whole or by person or by kind; `_id` orders entries of
// one millisecond, so a page's cursor (time and id) continues the same index order.
auditSchema.index({ at: -1, _id: -1 });
auditSchema.index({ 'actor.userId': 1, at: -1, _id: -1 });
auditSchema.index({ kind: 1, at: -1, _id: -1 });
// The accounts that acted under an e-mail, for the 'Person' filter (an e-mail since changed).
auditSchema.index({ 'actor.email': 1 });
auditSchema.pre(REWRITING_QUERIES, function refuse() {
  throw new Error('The audit log is append-only: entries are never changed or removed');
});

/** The model on this connection (compiled once; later calls return the same one). */
export const auditModel = (connection: Connection) => connection.model('Audit', auditSchema);
export type AuditModel = ReturnType<typeof auditModel>;

/** The contract's shape of a stored entry. */
export function toAuditEntry(record: AuditRecord): AuditEntry {
  return {
    _id: record._id.toString(),
    at: record.at.toISOString(),
    actor: {
      userId: record.actor.userId.toString(),
      email: record.actor.email,
      role: record.actor.role,
    },
    kind: record.kind,
    subject: record.subject,
    ...(record.summary === undefined ? {} : { summary: record.summary }),
    ...(record.before === undefined ? {} : { before: record.before }),
    ...(record.after === undefined ? {} : { after: record.after }),
  };
}
