import { sessionsEndpoints } from '@gymfuel/contracts';
import type { Request } from 'express';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { clientIpKey, createRateLimiter } from '../../http/rate-limit.js';
import type { Config } from '../../config/env.js';
import type { AccountService } from '../accounts/accounts.service.js';
import type { UserService } from '../users/users.service.js';
import type { GoogleIdTokenVerifier } from './google-id-token.js';
import { createSessionController } from './sessions.controller.js';
import type { SessionService } from './sessions.service.js';

export interface SessionRouteServices {
  users: UserService;
  sessions: SessionService;
  accounts: AccountService;
  verifyGoogleIdToken: GoogleIdTokenVerifier | null;
}

type SessionRouteConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'COOKIE_SECURE'
  | 'AUTH_RATE_LIMIT_WINDOW_MS'
  | 'AUTH_RATE_LIMIT_PER_IP'
  | 'AUTH_RATE_LIMIT_PER_EMAIL'
>;

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts, please try again in a few minutes';

/** Runs before validation, so the e-mail may be anything; it is keyed as the contract would store it. */
function emailKey(req: Request): string {
  const source =
    req.method === 'GET'
      ? (req.query as Record<string, unknown>)
      : (req.body as Record<string, unknown> | undefined);
  return `email:${String(source?.email ?? '')
    .trim()
    .toLowerCase()}`;
}

/** Sign-up, login (GET and POST), Google sign-in and logout: everything that opens or ends a session. */
export function sessionRoutes(services: SessionRouteServices, config: SessionRouteConfig) {
  const controller = createSessionController({
    ...services,
    cookieSecure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
  });
  const windowMs = config.AUTH_RATE_LIMIT_WINDOW_MS;
  const message = TOO_MANY_SIGN_INS;
  // Shared across the sign-in routes, so switching between them does not reset the count.
  const perIp = createRateLimiter({
    windowMs,
    limit: config.AUTH_RATE_LIMIT_PER_IP,
    message,
    key: clientIpKey,
  });
  const perEmail = createRateLimiter({
    windowMs,
    limit: config.AUTH_RATE_LIMIT_PER_EMAIL,
    message,
    key: emailKey,
  });
  const signIn = [noStore, perIp, perEmail];
  return implement(sessionsEndpoints, controller, {
    before: {
      signUp: signIn,
      login: signIn,
      loginWithQuery: signIn,
      googleSignIn: [noStore, perIp],
      logout: [noStore],
      logoutAll: [noStore],
    },
  });
}
