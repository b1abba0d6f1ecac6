import { SERVER_MESSAGES, sessionsEndpoints } from '@gymfuel/contracts';
import type { RequestHandler } from 'express';
import { AppError } from '../../errors/app-error.js';
import { hashedEmailKey } from '../../http/email-key.js';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { clientIpKey, createRateLimiter } from '../../http/rate-limit.js';
import type { RateLimitStores } from '../../http/rate-limit-store.js';
import { sameSiteOnly } from '../../http/same-site-only.js';
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
  | 'PUBLIC_URL'
  | 'CORS_ORIGINS'
>;

/** Whole minutes, rounded up: "1 minute", "15 minutes". */
function inMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const tooManySignIns = (retryAfterSeconds: number): string =>
  `Too many sign-in attempts, please try again in ${inMinutes(retryAfterSeconds)}`;

/** The per-e-mail count of failed sign-ins; a password reset clears it (accounts.router.ts). */
export const FAILED_SIGN_INS_PER_EMAIL = 'failed-sign-ins-per-email';

export const CROSS_SITE_SIGN_IN =
  'Signing in from another site is not allowed: please sign in on the GymFuel shop itself';

/**
 * Google sign-in switched off (no GOOGLE_CLIENT_ID) answers 503 before its body is validated
 * (after the cross-site check and the rate limit, as when it is on): the spec's own client sends
 * {email, userName} and no token, and must hear that it is off, not that a token is missing.
 */
const googleSignInOff: RequestHandler = (_req, _res, next) => {
  next(AppError.notConfigured(SERVER_MESSAGES.googleNotConfigured));
};

/** Sign-up, login (GET and POST), Google sign-in and logout: everything that opens or ends a session. */
export function sessionRoutes(
  services: SessionRouteServices,
  config: SessionRouteConfig,
  stores: RateLimitStores,
) {
  const controller = createSessionController({
    ...services,
    cookieSecure: config.COOKIE_SECURE ?? config.NODE_ENV === 'production',
  });
  const windowMs = config.AUTH_RATE_LIMIT_WINDOW_MS;
  const message = tooManySignIns;
  // Login CSRF: the shop's own pages (PUBLIC_URL), the configured CORS origins and the API itself.
  const sameSite = sameSiteOnly([config.PUBLIC_URL, ...config.CORS_ORIGINS], CROSS_SITE_SIGN_IN);
  // Shared across the sign-in routes, so switching between them does not reset the count.
  const perIp = createRateLimiter(
    {
      name: 'sign-ins-per-ip',
      windowMs,
      limit: config.AUTH_RATE_LIMIT_PER_IP,
      message,
      key: clientIpKey,
    },
    stores,
  );
  // Failures only: an account's owner signing in often is not guessing; a guesser fails.
  const perEmail = createRateLimiter(
    {
      name: FAILED_SIGN_INS_PER_EMAIL,
      windowMs,
      limit: config.AUTH_RATE_LIMIT_PER_EMAIL,
      message,
      key: hashedEmailKey,
      countFailuresOnly: true,
    },
    stores,
  );
  const signIn = [noStore, sameSite, perIp, perEmail];
  return implement(sessionsEndpoints, controller, {
    before: {
      signUp: signIn,
      login: signIn,
      loginWithQuery: signIn,
      googleSignIn: [
        noStore,
        sameSite,
        perIp,
        ...(services.verifyGoogleIdToken === null ? [googleSignInOff] : []),
      ],
      logout: [noStore],
      logoutAll: [noStore],
    },
  });
}
