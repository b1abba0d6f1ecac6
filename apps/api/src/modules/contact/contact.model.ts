import type { AdminMessage } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

/** A message from the Contact page, kept for the team to answer. */
export interface ContactRecord {
  _id: Types.ObjectId;
  email: string;
  message: string;
  /** Set by staff once answered. Absent on messages older than the console: read as false. */
  handled?: boolean;
  /**
   * Keys of this sender and text for the time bucket it came in and the next one; see
   * `duplicateKeys` in the service. Absent on messages older than the guard.
   */
  dedupeKeys?: string[];
  createdAt: Date;
}

const contactSchema = new Schema<ContactRecord>(
  {
    email: { type: String, required: true, trim: true, lowercase: true },
    message: { type: String, required: true },
    handled: { type: Boolean, default: false },
    dedupeKeys: { type: [String], default: undefined },
  },
  { collection: 'contacts', timestamps: true },
);
// The 'Messages' screen reads newest first, all of them or only those still to answer.
contactSchema.index({ createdAt: -1, _id: -1 });
contactSchema.index({ handled: 1, createdAt: -1, _id: -1 });
// One message per sender and text in a short window, whichever API process takes it: a double
// submit or replay shares a key with the first, and the unique multikey index refuses it.
contactSchema.index(
  { dedupeKeys: 1 },
  { unique: true, partialFilterExpression: { dedupeKeys: { $exists: true } } },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const contactModel = (connection: Connection) => connection.model('Contact', contactSchema);
export type ContactModel = ReturnType<typeof contactModel>;

export function toAdminMessage(record: ContactRecord): AdminMessage {
  return {
    _id: record._id.toHexString(),
    email: record.email,
    message: record.message,
    handled: record.handled === true,
    createdAt: record.createdAt.toISOString(),
  };
}
