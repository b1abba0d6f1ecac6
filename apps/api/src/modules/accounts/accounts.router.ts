import { accountsEndpoints } from '@gymfuel/contracts';
import type { Config } from '../../config/env.js';
import { hashedEmailKey } from '../../http/email-key.js';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { createRateLimiter } from '../../http/rate-limit.js';
import type { RateLimitStores } from '../../http/rate-limit-store.js';
import { sessionOf } from '../../http/session-auth.js';
import { createAccountController } from './accounts.controller.js';
import type { AccountService } from './accounts.service.js';

type AccountRouteConfig = Pick<
  Config,
  'AUTH_RATE_LIMIT_WINDOW_MS' | 'AUTH_RATE_LIMIT_PER_IP' | 'ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR'
>;

export const TOO_MANY_ACCOUNT_EMAILS = 'Too many e-mails asked for, please try again in an hour';
export const TOO_MANY_LINK_ATTEMPTS = 'Too many attempts, please try again in a few minutes';

const HOUR_MS = 60 * 60 * 1000;

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
  const mailsPerIp = createRateLimiter(
    {
      name: 'account-mails-per-ip',
      windowMs: HOUR_MS,
      limit: config.ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR,
      message: TOO_MANY_ACCOUNT_EMAILS,
    },
    stores,
  );
  const mailsPerUser = createRateLimiter(
    {
      name: 'account-mails-per-user',
      windowMs: HOUR_MS,
      limit: config.ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR,
      message: TOO_MANY_ACCOUNT_EMAILS,
      key: (req) => `user:${sessionOf(req).userId}`,
    },
    stores,
  );
  // Per address too, so one inbox cannot be flooded from many IPs.
  const mailsPerEmail = createRateLimiter(
    {
      name: 'account-mails-per-email',
      windowMs: HOUR_MS,
      limit: config.ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR,
      message: TOO_MANY_ACCOUNT_EMAILS,
      key: hashedEmailKey,
    },
    stores,
  );
  return implement(accountsEndpoints, createAccountController(accounts), {
    before: {
      verifyEmail: [noStore, perIp],
      resendVerification: [noStore, mailsPerUser],
      forgotPassword: [noStore, mailsPerIp, mailsPerEmail],
      resetPassword: [noStore, perIp],
    },
  });
}
