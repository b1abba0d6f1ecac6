import {
  ACCOUNT_MESSAGES,
  normalisePassword,
  SERVER_MESSAGES,
  type Role,
  type UserPhoto,
} from '@gymfuel/contracts';
import mongoose, { type Types } from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import { OWNER_ONLY } from '../../errors/role-refusals.js';
import { isDuplicateKey } from '../../errors/duplicate-key.js';
import type { AuthChanges } from '../sessions/auth-changes.js';
import { checkPassword, hashPassword } from './password.js';
import type { RoleLockModel } from './role-lock.model.js';
import { createRoleLock } from './role-lock.js';
import { isVerified, roleOf, type UserModel, type UserRecord } from './users.model.js';

export interface NewAccount {
  email: string;
  password: string;
  userName: string;
  phoneNumber: string;
}

export interface ProfileChanges {
  email: string;
  /** The current password, checked only when `email` changes. */
  password?: string;
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
export const ROLE_NEEDS_VERIFIED_EMAIL =
  'Only an account with a verified e-mail can be given a role: ask them to verify it first';
export const LAST_OWNER = 'The last owner cannot be demoted: make someone else an owner first';

/** The update moving an account to `changes.email`, keeping the address it leaves if proved. */
function emailChange(current: UserRecord, changes: Omit<ProfileChanges, 'password'>) {
  const proved = current.verifiedEmails ?? [];
  return {
    $set: { ...changes, emailVerified: proved.includes(changes.email) },
    ...(isVerified(current) ? { $addToSet: { verifiedEmails: current.email } } : {}),
  };
}

export function createUserService({
  User,
  RoleLock,
  authChanges,
}: {
  User: UserModel;
  RoleLock: RoleLockModel;
  /** A changed e-mail, verification or role changes what the user's sessions prove. */
  authChanges: Pick<AuthChanges, 'announce'>;
}) {
  const roleLock = createRoleLock({ RoleLock });

  /**
   * grantRole's rules, for a caller holding the role lock (which e-mail changes do not take). The
   * address and its verification are conditions of the write itself: checked in a read before
   * it, an e-mail change landing in between would leave the role on an unverified address.
   */
  async function setRole(email: string, role: Role): Promise<UserRecord> {
    const updated = await User.findOneAndUpdate(
      { email, ...(role === 'customer' ? {} : { emailVerified: true }) },
      { $set: { role } },
      { returnDocument: 'after' },
    ).lean();
    if (updated === null) {
      if ((await User.exists({ email })) === null) {
        throw AppError.notFound(SERVER_MESSAGES.userNotFound);
      }
      throw AppError.conflict(ROLE_NEEDS_VERIFIED_EMAIL);
    }
    await authChanges.announce(updated._id.toHexString());
    return updated;
  }

  /**
   * Remakes a stale hash (see checkPassword) from the composed password, unless the password was
   * changed since it was read: then that one stays, and the hash it has is returned.
   */
  async function rehash(found: UserRecord, password: string): Promise<string | undefined> {
    const passwordHash = await hashPassword(normalisePassword(password));
    const result = await User.updateOne(
      { _id: found._id, passwordHash: found.passwordHash },
      { $set: { passwordHash } },
    );
    return result.matchedCount === 1 ? passwordHash : found.passwordHash;
  }

  /**
   * `email` was just proved to be `userId`'s inbox: an account that proved it earlier (and has
   * since left it) no longer counts it as its own, as the inbox may have changed hands.
   */
  async function provedBy(userId: Types.ObjectId, email: string): Promise<void> {
    await User.updateMany(
      { _id: mongoose.trusted({ $ne: userId }), verifiedEmails: email },
      { $pull: { verifiedEmails: email } },
    );
    await authChanges.announce(userId.toHexString());
  }

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

    /**
     * Google vouches for the e-mail. An existing account is linked only when its own e-mail is
     * verified too: otherwise whoever signed up with someone else's address would share the
     * account with its real owner.
     */
    async findOrCreateFromGoogle(identity: {
      email: string;
      name: string;
    }): Promise<{ user: UserRecord; created: boolean }> {
      const existing = await User.findOne({ email: identity.email }).lean();
      if (existing !== null) {
        if (!isVerified(existing))
          throw AppError.conflict(ACCOUNT_MESSAGES.googleLinkNeedsPassword);
        return { user: existing, created: false };
      }
      try {
        const user = (
          await User.create({
            email: identity.email,
            userName: identity.name,
            emailVerified: true,
            verifiedEmails: [identity.email],
          })
        ).toObject();
        await provedBy(user._id, identity.email);
        return { user, created: true };
      } catch (error) {
        // A simultaneous sign-in created it first: that account is the one.
        if (!isDuplicateKey(error)) throw error;
        const winner = await User.findOne({ email: identity.email }).lean();
        if (winner === null) throw error;
        if (!isVerified(winner)) throw AppError.conflict(ACCOUNT_MESSAGES.googleLinkNeedsPassword);
        return { user: winner, created: false };
      }
    },

    /**
     * The account behind these credentials (every outcome costs one bcrypt comparison), and a
     * check that the password is still the one compared: a reset (or any new password) landing
     * while the login opens its session must end that session too, though the reset's sign-out
     * ran before it existed.
     */
    async authenticate(
      email: string,
      password: string,
    ): Promise<{ user: UserRecord; passwordStillSet: () => Promise<boolean> }> {
      const found = await User.findOne({ email }).select('+passwordHash').lean();
      const { matches, stale } = await checkPassword(password, found?.passwordHash);
      if (found === null) throw AppError.notFound(SERVER_MESSAGES.userNotFound);
      if (!matches) throw AppError.unauthorized(SERVER_MESSAGES.wrongPassword);
      const checkedHash = stale ? await rehash(found, password) : found.passwordHash;
      const passwordStillSet = async () => {
        const current = await User.findById(found._id).select('+passwordHash').lean();
        return current !== null && current.passwordHash === checkedHash;
      };
      return { user: withoutPasswordHash(found), passwordStillSet };
    },

    findById(userId: string): Promise<UserRecord | null> {
      return User.findById(userId).lean();
    },

    findByEmail(email: string): Promise<UserRecord | null> {
      return User.findOne({ email }).lean();
    },

    /** Where order e-mails may go: the account's address, once verified. */
    async verifiedEmailOf(userId: string): Promise<string | null> {
      const user = await User.findById(userId, { email: 1, emailVerified: 1 }).lean();
      return user !== null && isVerified(user) ? user.email : null;
    },

    /**
     * Marks `email` verified, if it is still the account's address (a link sent to an earlier
     * address verifies nothing). False when it is not.
     */
    async markVerified(userId: Types.ObjectId, email: string): Promise<boolean> {
      const result = await User.updateOne(
        { _id: userId, email },
        { $set: { emailVerified: true }, $addToSet: { verifiedEmails: email } },
      );
      if (result.matchedCount !== 1) return false;
      await provedBy(userId, email);
      return true;
    },

    /**
     * The new password, only while `email` is still the account's: a link mailed to an address
     * the account has since left must not take the account over. Opening it also proved the
     * address. The same update ends every session opened before it (sessionGeneration), so no
     * crash between the two can leave one valid. False when the address no longer matches.
     */
    async setPassword(
      userId: Types.ObjectId,
      email: string,
      password: string,
      { resetsBefore }: { resetsBefore: number },
    ): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      // Only while no reset landed since the link was issued (the count it carries): two links
      // of one account used at once cannot both set a password (each told it worked, one of
      // them then wrong).
      const result = await User.updateOne(
        {
          _id: userId,
          email,
          $nor: [{ passwordResets: mongoose.trusted({ $gt: resetsBefore }) }],
        },
        {
          $set: { passwordHash, emailVerified: true },
          $inc: { passwordResets: 1, sessionGeneration: 1 },
          $addToSet: { verifiedEmails: email },
        },
      );
      if (result.matchedCount !== 1) return false;
      // Announces the user too: every process's session cache forgets the ended sessions.
      await provedBy(userId, email);
      return true;
    },

    /**
     * Sign out everywhere. Raising sessionGeneration is the one way every session of a user
     * ends (a new password raises it too): it also ends a session a login opens from a read
     * taken before this write, which marking the stored sessions would miss. The announcement
     * makes every process's session cache forget the sessions it already checked.
     */
    async endAllSessions(userId: string): Promise<void> {
      await User.updateOne({ _id: userId }, { $inc: { sessionGeneration: 1 } });
      await authChanges.announce(userId);
    },

    /**
     * Trusted callers only (the ops CLI). Roles need a verified e-mail. The CLI may demote the
     * last owner: it is also how an owner is made again.
     */
    grantRole(email: string, role: Role): Promise<UserRecord> {
      return roleLock.whileHeld(() => setRole(email, role));
    },

    /**
     * An owner's change in the console: grantRole's rules, and the last owner with a verified
     * e-mail (the only kind who can open the console) keeps the role. The role lock makes the
     * check and the change one step, so two owners demoting each other at once leave one.
     */
    changeRole(
      actorId: string,
      email: string,
      role: Role,
    ): Promise<{ user: UserRecord; previousRole: Role }> {
      return roleLock.whileHeld(async () => {
        // The actor's own role as it is now, under the lock: an owner demoted while this change
        // waited (or was on its way) no longer makes it.
        const actor = await User.findById(actorId, { role: 1, emailVerified: 1 }).lean();
        if (actor === null || roleOf(actor) !== 'owner' || !isVerified(actor)) {
          throw AppError.forbidden(OWNER_ONLY);
        }
        const current = await User.findOne({ email }).lean();
        if (current === null) throw AppError.notFound(SERVER_MESSAGES.userNotFound);
        const previousRole = roleOf(current);
        if (previousRole === 'owner' && role !== 'owner') {
          const otherOwners = await User.countDocuments({
            _id: mongoose.trusted({ $ne: current._id }),
            role: 'owner',
            emailVerified: true,
          });
          if (otherOwners === 0) throw AppError.conflict(LAST_OWNER);
        }
        return { user: await setRole(email, role), previousRole };
      });
    },

    /** Every staff member and owner, owners first, then by e-mail. */
    listStaff(): Promise<UserRecord[]> {
      return User.find({ role: mongoose.trusted({ $in: ['staff', 'owner'] }) })
        .sort({ role: 1, email: 1 })
        .lean();
    },

    /**
     * A new e-mail needs the current password (a borrowed session must not take the account
     * over). It starts unverified unless the account proved it before (verifiedEmails), so
     * changing the address and back needs no new link. `emailChanged` with an unverified address
     * tells the caller to send a verification link.
     */
    async updateProfile(
      userId: string,
      { password, ...changes }: ProfileChanges,
    ): Promise<{ user: UserRecord; emailChanged: boolean }> {
      const current = await User.findById(userId).select('+passwordHash').lean();
      if (current === null) throw AppError.notFound(SERVER_MESSAGES.userNotFound);
      const emailChanged = changes.email !== current.email;
      if (emailChanged) {
        const confirmed =
          password !== undefined && (await checkPassword(password, current.passwordHash)).matches;
        if (!confirmed) throw AppError.forbidden(ACCOUNT_MESSAGES.confirmPasswordForEmail);
      }
      try {
        // Only over the e-mail it was read with: a save that raced another change of the e-mail
        // would otherwise keep the verified flag that belonged to an address it no longer has.
        const updated = await User.findOneAndUpdate(
          { _id: userId, email: current.email },
          emailChanged ? emailChange(current, changes) : { $set: changes },
          { returnDocument: 'after', runValidators: true },
        ).lean();
        if (updated === null) {
          if ((await User.exists({ _id: userId })) === null)
            throw AppError.notFound(SERVER_MESSAGES.userNotFound);
          throw AppError.conflict(ACCOUNT_MESSAGES.profileChangedMeanwhile);
        }
        if (emailChanged) await authChanges.announce(userId);
        return { user: updated, emailChanged };
      } catch (error) {
        if (isDuplicateKey(error)) throw AppError.conflict(EMAIL_TAKEN);
        throw error;
      }
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
