import {
  AVATARS,
  ROLES,
  type PublicUser,
  type Role,
  type StaffMember,
  type UserPhoto,
} from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

export interface UserRecord {
  _id: Types.ObjectId;
  /** Trimmed and lower-cased by the contract; the unique index makes one address one account. */
  email: string;
  /** bcrypt hash; absent for accounts created through Google. Never selected unless asked for. */
  passwordHash?: string;
  userName: string;
  /** '' when unknown (Google accounts start so), otherwise the bare 10 digits. */
  phoneNumber: string;
  address: string;
  userPhoto: UserPhoto;
  /**
   * True once the owner opened a link mailed to `email` (or Google vouched for it). An e-mail
   * change sets it to whether the new address is in `verifiedEmails`. Absent on accounts older
   * than verification: read as false.
   */
  emailVerified?: boolean;
  /**
   * Addresses this account has proved and no other account has proved since: returning to one
   * needs no new link. Absent on older accounts; their current address joins it when they leave
   * it verified.
   */
  verifiedEmails?: string[];
  /** Absent on accounts older than roles: read as 'customer'. Granted by the ops CLI or an owner. */
  role?: Role;
  /**
   * How many times a reset link has set the password (absent: none). Each link carries the count
   * it was issued at and works only while it is unchanged: a count, not a time, so a link asked
   * for just after a reset works whatever the clocks of the processes say.
   */
  passwordResets?: number;
  /**
   * Raised by sign-out everywhere and in the very update that sets a new password (absent: 0).
   * Each session keeps the value it was opened at and counts only while it is unchanged, so
   * ending every session is one write on the user: no crash can leave an old session valid, and
   * no session opened from a read taken before it survives it.
   */
  sessionGeneration?: number;
}

const userSchema = new Schema<UserRecord>(
  {
    email: { type: String, required: true, trim: true, lowercase: true, unique: true },
    passwordHash: { type: String, select: false },
    userName: { type: String, required: true, trim: true },
    phoneNumber: { type: String, default: '' },
    address: { type: String, default: '' },
    userPhoto: { type: String, enum: [...AVATARS, ''], default: '' },
    emailVerified: { type: Boolean, default: false },
    verifiedEmails: { type: [String], default: undefined },
    passwordResets: { type: Number },
    sessionGeneration: { type: Number },
    role: { type: String, enum: ROLES, default: 'customer' },
  },
  { collection: 'users', timestamps: true },
);
// The console's 'Staff' list, and the count of owners a demotion checks.
userSchema.index({ role: 1, email: 1 });
// The accounts that proved an address before, which lose it when another account proves it
// (users.service provedBy): without it each verification would scan every account.
userSchema.index({ verifiedEmails: 1 });

/** The model on this connection (compiled once; later calls return the same one). */
export const userModel = (connection: Connection) => connection.model('User', userSchema);
export type UserModel = ReturnType<typeof userModel>;

/** The contract's shape. `sessionId` is the public id of the session the caller holds. */
export function toPublicUser(record: UserRecord, sessionId: string): PublicUser {
  return {
    _id: record._id.toHexString(),
    email: record.email,
    sessionId,
    userName: record.userName,
    phoneNumber: record.phoneNumber,
    address: record.address,
    userPhoto: record.userPhoto,
    emailVerified: isVerified(record),
    role: roleOf(record),
  };
}

export function isVerified(record: Pick<UserRecord, 'emailVerified'>): boolean {
  return record.emailVerified === true;
}

export function roleOf(record: Pick<UserRecord, 'role'>): Role {
  return record.role ?? 'customer';
}

export function sessionGenerationOf(record: Pick<UserRecord, 'sessionGeneration'>): number {
  return record.sessionGeneration ?? 0;
}

/** The console's 'Staff' list entry. */
export function toStaffMember(record: UserRecord): StaffMember {
  return {
    _id: record._id.toHexString(),
    email: record.email,
    userName: record.userName,
    role: roleOf(record),
    emailVerified: isVerified(record),
  };
}
