import { accountsEndpoints } from '@gymfuel/contracts';
import type { Config } from '../../config/env.js';
import { emailKeyOf } from '../../http/email-key.js';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { createRateLimiter } from '../../http/rate-limit.js';
import type { RateLimitStores } from '../../http/rate-limit-store.js';
import { FAILED_SIGN_INS_PER_EMAIL } from '../sessions/sessions.router.js';
import { accountMailLimits } from './account-mail-limits.js';
import { createAccountController } from './accounts.controller.js';
import type { AccountService } from './accounts.service.js';

type AccountRouteConfig = Pick<
  Config,
  | 'AUTH_RATE_LIMIT_WINDOW_MS'
  | 'AUTH_RATE_LIMIT_PER_IP'
  | 'ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR'
  | 'ACCOUNT_EMAIL_RATE_LIMIT_PER_IP_PER_HOUR'
>;

export const TOO_MANY_LINK_ATTEMPTS = 'Too many attempts, please try again in a few minutes';

/** E-mail verification and password reset: the links mailed to prove an address. */
export function accountRoutes(
  accounts: AccountService,
  config: AccountRouteConfig,
  stores: RateLimitStores,
) {
  const perIp = createRateLimiter(
    {
      name: 'account-links-per-ip',
      windowMs: config.AUTH_RATE_LIMIT_WINDOW_MS,
      limit: config.AUTH_RATE_LIMIT_PER_IP,
      message: TOO_MANY_LINK_ATTEMPTS,
    },
    stores,
  );
  // Each call mails someone: capped so nobody's inbox can be flooded through the shop.
  const mails = accountMailLimits(config, stores);
  // A reset link proves the inbox: the guesses of someone who had forgotten the password must
  // not keep the new one out until the login limiter's window ends.
  const failedSignIns = stores(FAILED_SIGN_INS_PER_EMAIL, config.AUTH_RATE_LIMIT_WINDOW_MS);
  const forgetFailedSignIns = async (email: string) => {
    const key = emailKeyOf(email);
    if (key !== null) await failedSignIns.resetKey(key);
  };
  return implement(accountsEndpoints, createAccountController(accounts, forgetFailedSignIns), {
    before: {
      verifyEmail: [noStore, perIp],
      resendVerification: [noStore, mails.perUser()],
      forgotPassword: [noStore, mails.perIp, mails.perEmail()],
      resetPassword: [noStore, perIp],
    },
  });
}
