import { Schema, type Connection } from 'mongoose';

/**
 * One counting window of one limiter for one key (`_id`: the limiter's name, then the key).
 * Shared by every API process on the database, so N processes allow the limit once, not N times.
 */
export interface RateLimitRecord {
  _id: string;
  hits: number;
  /** When the window ends; the counter starts again after it. */
  resetAt: Date;
}

const rateLimitSchema = new Schema<RateLimitRecord>(
  {
    _id: { type: String, required: true },
    hits: { type: Number, required: true },
    resetAt: { type: Date, required: true },
  },
  { collection: 'rate_limits', versionKey: false },
);
// A window is of no use once it has ended: the database deletes it (the store never reads an
// ended window, so a sweep that runs late changes nothing).
rateLimitSchema.index({ resetAt: 1 }, { expireAfterSeconds: 0 });

/** The model on this connection (compiled once; later calls return the same one). */
export const rateLimitModel = (connection: Connection) =>
  connection.model('RateLimit', rateLimitSchema);
export type RateLimitModel = ReturnType<typeof rateLimitModel>;
