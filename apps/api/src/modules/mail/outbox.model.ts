import { Schema, type Connection, type Types } from 'mongoose';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * One e-mail to send, written by the request that caused it and sent by whichever API process
 * leases it first (outbox-sender.ts), so an SMTP outage or a restart loses nothing.
 */
export interface OutboxRecord {
  _id: Types.ObjectId;
  /** What it is about, for the logs: its kind ('order placed', …) and the record's ids. */
  context: Record<string, string>;
  /** Names a message that must be stored once however often it is written ('order placed:<id>'). */
  key?: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  status: OutboxStatus;
  /** Sending attempts so far, counted when a process takes the lease. */
  attempts: number;
  /** When the next attempt may start (backoff after a failure). */
  dueAt: Date;
  /** Until when the process named by `leaseHolder` is sending it; past: anyone may take it. */
  leaseUntil: Date;
  leaseHolder?: string;
  lastError?: string;
  sentAt?: Date;
  /** Set once sent or failed: the database deletes the record this long after. */
  expiresAt?: Date;
  createdAt: Date;
}

const attachmentSchema = new Schema(
  {
    filename: { type: String, required: true },
    content: { type: Buffer, required: true },
    contentType: { type: String, required: true },
  },
  { _id: false },
);

const outboxSchema = new Schema<OutboxRecord>(
  {
    context: { type: Schema.Types.Mixed, required: true },
    key: { type: String },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    attachments: { type: [attachmentSchema], default: [] },
    status: { type: String, enum: OUTBOX_STATUSES, required: true, default: 'pending' },
    attempts: { type: Number, required: true, default: 0 },
    dueAt: { type: Date, required: true },
    leaseUntil: { type: Date, required: true },
    leaseHolder: { type: String },
    lastError: { type: String },
    sentAt: { type: Date },
    expiresAt: { type: Date },
    // Set by the writer from its clock (not by mongoose): the 24 h of retries count from it.
    createdAt: { type: Date, required: true },
  },
  { collection: 'outbox' },
);
// What every sender's pass asks: the pending messages that are due, oldest first.
outboxSchema.index({ status: 1, dueAt: 1 });
// A keyed message is stored once (an order's follow-ups may run twice).
outboxSchema.index(
  { key: 1 },
  { unique: true, partialFilterExpression: { key: { $exists: true } } },
);
// Pending messages have no expiresAt, so they never expire; sent and failed ones go after a while.
outboxSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/** The model on this connection (compiled once; later calls return the same one). */
export const outboxModel = (connection: Connection) => connection.model('Outbox', outboxSchema);
export type OutboxModel = ReturnType<typeof outboxModel>;
