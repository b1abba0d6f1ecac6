import { ACCOUNT_MESSAGES, type accountsEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { AccountService } from './accounts.service.js';

export function createAccountController(
  accounts: AccountService,
  /** Clears the failed logins counted against the address, so its new password works at once. */
  forgetFailedSignIns: (email: string) => Promise<void>,
): Handlers<typeof accountsEndpoints> {
  return {
    async verifyEmail({ body }) {
      await accounts.verifyEmail(body.token);
      return { success: true, message: ACCOUNT_MESSAGES.emailVerified };
    },

    async resendVerification(_input, req) {
      await accounts.resendVerification(sessionOf(req).userId);
      return { success: true, message: ACCOUNT_MESSAGES.verificationSent };
    },

    async forgotPassword({ body }) {
      accounts.requestPasswordReset(body.email);
      return { success: true, message: ACCOUNT_MESSAGES.resetRequested };
    },

    async resetPassword({ body }) {
      await forgetFailedSignIns(await accounts.resetPassword(body.token, body.password));
      return { success: true, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  };
}
