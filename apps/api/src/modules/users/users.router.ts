import { usersEndpoints } from '@gymfuel/contracts';
import type { Request } from 'express';
import type { Config } from '../../config/env.js';
import { emailKeyOf } from '../../http/email-key.js';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import type { RateLimitStores } from '../../http/rate-limit-store.js';
import { accountMailLimits } from '../accounts/account-mail-limits.js';
import { createUserController, type UserControllerDeps } from './users.controller.js';

/**
 * The key of the address an /updateuser call moves the account to (it is mailed a verification
 * link), or null when the call keeps the e-mail. Read before validation, from any JSON.
 */
function newEmailKey(req: Request): string | null {
  const body = req.body as Record<string, unknown> | undefined;
  const current = emailKeyOf(body?.email);
  const next = emailKeyOf(body?.updatedemail);
  return current !== null && next !== null && current !== next ? next : null;
}

export function userRoutes(
  services: UserControllerDeps,
  config: Pick<
    Config,
    'ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR' | 'ACCOUNT_EMAIL_RATE_LIMIT_PER_IP_PER_HOUR'
  >,
  stores: RateLimitStores,
) {
  // A changed e-mail is mailed a link: switching back and forth must not flood an inbox.
  const mails = accountMailLimits(config, stores);
  const changesEmail = (req: Request) => newEmailKey(req) !== null;
  return implement(usersEndpoints, createUserController(services), {
    before: {
      getUser: [noStore],
      updateUser: [noStore, mails.perUser(changesEmail), mails.perEmail(newEmailKey)],
    },
  });
}
