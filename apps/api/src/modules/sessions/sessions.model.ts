import { Schema, type Connection, type Types } from 'mongoose';

/** One sign-in. The JWT in the cookie only names it; revoking or expiring it ends the session. */
export interface SessionRecord {
  _id: Types.ObjectId;
  /** Random and public: the spec's `sessionId`, kept by the web in localStorage 'auth'. */
  publicId: string;
  userId: Types.ObjectId;
  createdAt: Date;
  expiresAt: Date;
  /** Set by logout; a revoked session never comes back. */
  revokedAt: Date | null;
  /** The user's sessionGeneration it was opened at (absent: 0); ended once the user's moves on. */
  sessionGeneration?: number;
}

const sessionSchema = new Schema<SessionRecord>(
  {
    publicId: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    sessionGeneration: { type: Number },
  },
  { collection: 'sessions', timestamps: { createdAt: true, updatedAt: false } },
);
// The database deletes expired sessions by itself (a TTL sweep runs every minute, so lookups check expiresAt too).
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/** The model on this connection (compiled once; later calls return the same one). */
export const sessionModel = (connection: Connection) => connection.model('Session', sessionSchema);
export type SessionModel = ReturnType<typeof sessionModel>;
