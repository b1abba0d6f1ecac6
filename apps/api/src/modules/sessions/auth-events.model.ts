import { Schema, type Connection, type Types } from 'mongoose';

/**
 * An append-only record that what a user's sessions prove has changed: a session ended (logout,
 * sign-out everywhere, a password reset) or the user's e-mail, verification or role changed.
 * Every API process polls it to drop what it cached about that user (see session-cache.ts).
 */
export interface AuthEventRecord {
  _id: Types.ObjectId;
  userId: string;
  at: Date;
}

/** Far longer than any process caches a session; MongoDB then drops the event by itself. */
const AUTH_EVENT_TTL_SECONDS = 60 * 60;

const authEventSchema = new Schema<AuthEventRecord>(
  {
    userId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'auth_events' },
);
// The processes read the last few seconds by `at`.
authEventSchema.index({ at: 1 }, { expireAfterSeconds: AUTH_EVENT_TTL_SECONDS });

export const authEventModel = (connection: Connection) =>
  connection.model('AuthEvent', authEventSchema);
export type AuthEventModel = ReturnType<typeof authEventModel>;
