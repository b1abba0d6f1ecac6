import { ACCOUNT_MESSAGES } from '@gymfuel/contracts';
import type { Types } from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import type { Logger } from '../../logging/logger.js';
import type { MailQueue } from '../mail/mail-queue.js';
import { isVerified } from '../users/users.model.js';
import type { UserService } from '../users/users.service.js';
import { passwordResetEmail, verificationEmail } from './account-emails.js';
import type { AccountTokenService } from './account-tokens.service.js';

export interface AccountServiceDeps {
  users: UserService;
  tokens: AccountTokenService;
  mail: MailQueue;
  /** The shop's web origin; the mailed links open its /verify-email and /reset-password pages. */
  publicUrl: string;
  logger: Logger;
}

export interface Account {
  _id: Types.ObjectId;
  email: string;
  userName: string;
}

/** Proving control of an e-mail address: verification links and password resets. */
export function createAccountService({
  users,
  tokens,
  mail,
  publicUrl,
  logger,
}: AccountServiceDeps) {
  const linkTo = (page: string, token: string) =>
    `${publicUrl}/${page}?token=${encodeURIComponent(token)}`;

  const linkExpired = () => AppError.badRequest(ACCOUNT_MESSAGES.linkExpired);

  /** Writes a verification link for the account's current address to the outbox. */
  async function sendVerification(account: Account): Promise<void> {
    await mail.enqueue(
      { kind: 'verify e-mail', userId: account._id.toHexString() },
      tokens
        .issue('verify-email', account)
        .then((token) => verificationEmail(account, linkTo('verify-email', token))),
    );
  }

  return {
    sendVerification,

    /** The caller's resend button: only for an address not yet verified. */
    async resendVerification(userId: string): Promise<void> {
      const account = await users.findById(userId);
      if (account === null) throw AppError.unauthorized();
      if (isVerified(account)) throw AppError.conflict(ACCOUNT_MESSAGES.alreadyVerified);
      await sendVerification(account);
    },

    async verifyEmail(token: string): Promise<void> {
      const spent = await tokens.consume('verify-email', token);
      if (spent === null || !(await users.markVerified(spent.userId, spent.email))) {
        throw linkExpired();
      }
    },

    /**
     * Returns at once, before even looking the address up: the answer and its timing are the
     * same whether or not an account exists. The look-up, the token and the mail happen after.
     */
    requestPasswordReset(email: string): void {
      const message = users.findByEmail(email).then(async (account) => {
        if (account === null) {
          logger.info('password reset asked for an e-mail without an account');
          return null;
        }
        const token = await tokens.issue('reset-password', account);
        return passwordResetEmail(account, linkTo('reset-password', token));
      });
      // Not awaited, unlike every other e-mail: the answer must not wait for the look-up.
      void mail.enqueue({ kind: 'password reset' }, message);
    },

    /**
     * Sets the password and ends every session and every other reset link of the account.
     * Answers the address the link was mailed to.
     */
    async resetPassword(token: string, password: string): Promise<string> {
      const spent = await tokens.consume('reset-password', token);
      const set =
        spent !== null &&
        (await users.setPassword(spent.userId, spent.email, password, {
          resetsBefore: spent.passwordResets ?? 0,
        }));
      if (!set) {
        throw linkExpired();
      }
      // setPassword's write ended every older session (sessionGeneration) and told the caches.
      await tokens.spendAll('reset-password', spent.userId);
      return spent.email;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
