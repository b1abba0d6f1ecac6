import type { Request, RequestHandler } from 'express';
import type { Config } from '../../config/env.js';
import { clientIpKey, createRateLimiter } from '../../http/rate-limit.js';
import type { RateLimitStores } from '../../http/rate-limit-store.js';
import { hashedEmailKey } from '../../http/email-key.js';
import { sessionOf } from '../../http/session-auth.js';

export const TOO_MANY_ACCOUNT_EMAILS = 'Too many e-mails asked for, please try again in an hour';

const HOUR_MS = 60 * 60 * 1000;

type Key = (req: Request) => string | null;

export interface AccountMailLimits {
  perIp: RequestHandler;
  /** Per signed-in account, for the requests `mails` says send one (all by default). */
  perUser(mails?: (req: Request) => boolean): RequestHandler;
  /** Per address mailed: the body's `email` unless `key` names another. */
  perEmail(key?: Key): RequestHandler;
}

/**
 * The caps on the account e-mails a request makes the shop send (verification and reset links),
 * ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR per account and per address, so nobody's inbox can be flooded
 * through the shop, and ACCOUNT_EMAIL_RATE_LIMIT_PER_IP_PER_HOUR per client IP, which many
 * shoppers may share.
 * Each cap is one counter wherever it is used: a verification resent and one sent for a changed
 * e-mail count together for the account, and every link mailed to an address counts for it.
 */
export function accountMailLimits(
  config: Pick<
    Config,
    'ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR' | 'ACCOUNT_EMAIL_RATE_LIMIT_PER_IP_PER_HOUR'
  >,
  stores: RateLimitStores,
): AccountMailLimits {
  const cap = (
    name: string,
    key: Key,
    limit = config.ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR,
  ): RequestHandler =>
    createRateLimiter(
      { name, windowMs: HOUR_MS, limit, message: TOO_MANY_ACCOUNT_EMAILS, key },
      stores,
    );
  return {
    perIp: cap(
      'account-mails-per-ip',
      clientIpKey,
      config.ACCOUNT_EMAIL_RATE_LIMIT_PER_IP_PER_HOUR,
    ),
    perUser: (mails: (req: Request) => boolean = () => true) =>
      cap('account-mails-per-user', (req) => (mails(req) ? `user:${sessionOf(req).userId}` : null)),
    perEmail: (key: Key = hashedEmailKey) => cap('account-mails-per-email', key),
  };
}
