import { SERVER_MESSAGES, type UserPhoto } from '@gymfuel/contracts';
import { AppError } from '../../errors/app-error.js';
import { isDuplicateKey } from '../../errors/duplicate-key.js';
import { hashPassword, passwordMatches } from './password.js';
import type { UserModel, UserRecord } from './users.model.js';

export interface NewAccount {
  email: string;
  password: string;
  userName: string;
  phoneNumber: string;
}

export interface ProfileChanges {
  email: string;
  userName: string;
  phoneNumber: string;
  address: string;
  userPhoto: UserPhoto;
}

/** Services hand out records without the hash, so it cannot reach a response or a log by accident. */
function withoutPasswordHash(record: UserRecord): UserRecord {
  const user = { ...record };
  delete user.passwordHash;
  return user;
}

export const EMAIL_TAKEN = 'Another account already uses this e-mail address';

export function createUserService({ User }: { User: UserModel }) {
  return {
    /** Two simultaneous sign-ups with one e-mail: the unique index lets exactly one through. */
    async register({ password, ...account }: NewAccount): Promise<UserRecord> {
      const passwordHash = await hashPassword(password);
      try {
        return withoutPasswordHash((await User.create({ ...account, passwordHash })).toObject());
      } catch (error) {
        if (isDuplicateKey(error)) throw AppError.conflict(SERVER_MESSAGES.userExists);
        throw error;
      }
    },

    /** Google vouches for the e-mail, so an existing account with it is that person's. */
    async findOrCreateFromGoogle(identity: {
      email: string;
      name: string;
    }): Promise<{ user: UserRecord; created: boolean }> {
      const existing = await User.findOne({ email: identity.email }).lean();
      if (existing !== null) return { user: existing, created: false };
      try {
        const user = (
          await User.create({ email: identity.email, userName: identity.name })
        ).toObject();
        return { user, created: true };
      } catch (error) {
        // A simultaneous sign-in created it first: that account is the one.
        if (!isDuplicateKey(error)) throw error;
        const winner = await User.findOne({ email: identity.email }).lean();
        if (winner === null) throw error;
        return { user: winner, created: false };
      }
    },

    /** The account behind these credentials. Every outcome costs one bcrypt comparison. */
    async authenticate(email: string, password: string): Promise<UserRecord> {
      const found = await User.findOne({ email }).select('+passwordHash').lean();
      const matches = await passwordMatches(password, found?.passwordHash);
      if (found === null) throw AppError.notFound(SERVER_MESSAGES.userNotFound);
      if (!matches) throw AppError.unauthorized(SERVER_MESSAGES.wrongPassword);
      return withoutPasswordHash(found);
    },

    findById(userId: string): Promise<UserRecord | null> {
      return User.findById(userId).lean();
    },

    async updateProfile(userId: string, changes: ProfileChanges): Promise<UserRecord> {
      try {
        const updated = await User.findByIdAndUpdate(
          userId,
          { $set: changes },
          { returnDocument: 'after', runValidators: true },
        ).lean();
        if (updated === null) throw AppError.notFound(SERVER_MESSAGES.userNotFound);
        return updated;
      } catch (error) {
        if (isDuplicateKey(error)) throw AppError.conflict(EMAIL_TAKEN);
        throw error;
      }
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
