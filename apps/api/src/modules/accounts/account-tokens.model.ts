import { Schema, type Connection, type Types } from 'mongoose';

export const TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/**
 * A link mailed to prove control of an e-mail address. Only the SHA-256 of the token is stored:
 * someone reading the database (or a backup) cannot use a link that is still valid.
 */
export interface AccountTokenRecord {
  _id: Types.ObjectId;
  tokenHash: string;
  purpose: TokenPurpose;
  userId: Types.ObjectId;
  /** The address the link was sent to: after an e-mail change the old links no longer verify. */
  email: string;
  /**
   * The account's `passwordResets` when the link was issued: a reset link works only while no
   * reset has landed since. Absent on links issued before it was recorded: none.
   */
  passwordResets?: number;
  createdAt: Date;
  expiresAt: Date;
  /** Set by the one request that used it; a used token never works again. */
  usedAt: Date | null;
}

const accountTokenSchema = new Schema<AccountTokenRecord>(
  {
    tokenHash: { type: String, required: true, unique: true },
    purpose: { type: String, enum: TOKEN_PURPOSES, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    email: { type: String, required: true },
    passwordResets: { type: Number },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { collection: 'account_tokens', timestamps: { createdAt: true, updatedAt: false } },
);
// MongoDB deletes expired tokens by itself; look-ups check expiresAt, so the embedded engine
// (which keeps them) behaves the same.
accountTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/** The model on this connection (compiled once; later calls return the same one). */
export const accountTokenModel = (connection: Connection) =>
  connection.model('AccountToken', accountTokenSchema);
export type AccountTokenModel = ReturnType<typeof accountTokenModel>;
