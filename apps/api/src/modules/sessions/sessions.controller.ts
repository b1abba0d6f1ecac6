import {
  ACCOUNT_MESSAGES,
  SERVER_MESSAGES,
  type PublicUser,
  type sessionsEndpoints,
} from '@gymfuel/contracts';
import type { Response } from 'express';
import { AppError } from '../../errors/app-error.js';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.js';
import type { AccountService } from '../accounts/accounts.service.js';
import { toPublicUser, type UserRecord } from '../users/users.model.js';
import type { UserService } from '../users/users.service.js';
import type { GoogleIdTokenVerifier } from './google-id-token.js';
import type { SessionService } from './sessions.service.js';

export const LOGIN_SUCCESSFUL = 'Login successful';
export const LOGGED_OUT = 'Logged out successfully';

export interface SessionControllerDeps {
  users: UserService;
  sessions: SessionService;
  /** Mails the verification link after sign-up. */
  accounts: Pick<AccountService, 'sendVerification'>;
  /** null when GOOGLE_CLIENT_ID is unset. */
  verifyGoogleIdToken: GoogleIdTokenVerifier | null;
  cookieSecure: boolean;
}

export function createSessionController({
  users,
  sessions,
  accounts,
  verifyGoogleIdToken,
  cookieSecure,
}: SessionControllerDeps): Handlers<typeof sessionsEndpoints> {
  /**
   * Opens a session for the user: the JWT goes into the cookie, the public id into the body.
   * `passwordStillSet`, for a login, is asked once the session is stored: a password changed
   * meanwhile (a reset) ends the session and refuses the login.
   */
  async function startSession(
    res: Response,
    user: UserRecord,
    passwordStillSet: () => Promise<boolean> = async () => true,
  ): Promise<PublicUser> {
    const { sessionId, token } = await sessions.open(user);
    if (!(await passwordStillSet())) {
      await sessions.revoke({ userId: user._id.toHexString(), sessionId });
      throw AppError.unauthorized(SERVER_MESSAGES.wrongPassword);
    }
    setSessionCookie(res, token, cookieSecure);
    return toPublicUser(user, sessionId);
  }

  async function logIn(credentials: { email: string; password: string }, res: Response) {
    const { user, passwordStillSet } = await users.authenticate(
      credentials.email,
      credentials.password,
    );
    return {
      success: true as const,
      message: LOGIN_SUCCESSFUL,
      data: await startSession(res, user, passwordStillSet),
    };
  }

  return {
    async signUp({ body }, _req, res) {
      const user = await users.register(body);
      await accounts.sendVerification(user);
      const data = await startSession(res, user);
      res.status(201);
      return { success: true, message: SERVER_MESSAGES.signedUp, data };
    },

    login({ body }, _req, res) {
      return logIn(body, res);
    },

    loginWithQuery({ query }, _req, res) {
      return logIn(query, res);
    },

    async googleSignIn({ body }, _req, res) {
      // Answered before validation by the router's googleSignInOff; here it narrows the type.
      if (verifyGoogleIdToken === null) {
        throw AppError.notConfigured(SERVER_MESSAGES.googleNotConfigured);
      }
      // Only the verified token speaks for the user; the body's email/userName are ignored.
      const identity = await verifyGoogleIdToken(body.credential);
      const { user, created } = await users.findOrCreateFromGoogle(identity);
      const data = await startSession(res, user);
      if (created) res.status(201);
      return {
        success: true,
        message: created ? SERVER_MESSAGES.signedUp : LOGIN_SUCCESSFUL,
        data,
      };
    },

    /**
     * Ends the caller's own session, whatever e-mail the spec's body names: a tab still holding
     * the address the account had before an e-mail change must still be able to log out. No one
     * else's session can be named, so nothing is done for another user.
     */
    async logout(_input, req, res) {
      const auth = sessionOf(req);
      await sessions.revoke(auth);
      clearSessionCookie(res, cookieSecure);
      return { success: true, message: LOGGED_OUT };
    },

    async logoutAll(_input, req, res) {
      await users.endAllSessions(sessionOf(req).userId);
      clearSessionCookie(res, cookieSecure);
      return { success: true, message: ACCOUNT_MESSAGES.signedOutEverywhere };
    },
  };
}
