import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';
import type { AuthGuards } from './mount-routes.js';
import { readSessionToken } from './session-cookie.js';

/** Who is calling, as established by the session guard. */
export interface SessionAuth {
  userId: string;
  /** The session's public id (the spec's `sessionId`). */
  sessionId: string;
  email: string;
}

/** Resolves a session JWT to its live session and user; null when it names none. */
export type SessionAuthenticator = (token: string) => Promise<SessionAuth | null>;

export const NOT_SIGNED_IN = 'Please log in';
export const SESSION_ENDED = 'Your session has ended, please log in again';

async function authenticate(
  req: Request,
  authenticator: SessionAuthenticator,
): Promise<SessionAuth> {
  const token = readSessionToken(req);
  if (token === undefined) throw AppError.unauthorized(NOT_SIGNED_IN);
  const auth = await authenticator(token);
  if (auth === null) throw AppError.unauthorized(SESSION_ENDED);
  return auth;
}

/** The 'session' guard: 401 unless the cookie or Bearer token names a live session. */
export function requireSession(authenticator: SessionAuthenticator): RequestHandler {
  return async (req, _res, next) => {
    req.auth = await authenticate(req, authenticator);
    next();
  };
}

/** The 'admin' guard: a live session whose e-mail is listed in ADMIN_EMAILS; 403 for other users. */
export function requireAdmin(
  authenticator: SessionAuthenticator,
  adminEmails: readonly string[],
): RequestHandler {
  const admins = new Set(adminEmails);
  return async (req, _res, next) => {
    const auth = await authenticate(req, authenticator);
    if (!admins.has(auth.email)) throw AppError.forbidden('Only operators may do this');
    req.auth = auth;
    next();
  };
}

/** The caller of a route mounted behind a guard. */
export function sessionOf(req: Request): SessionAuth {
  if (req.auth === undefined) throw AppError.unauthorized(NOT_SIGNED_IN);
  return req.auth;
}

/**
 * The caller of a guarded route. The spec's clients send their own `userId`; identity comes
 * from the session instead, and a userId that is given and names someone else is refused (403).
 */
export function callerOf(req: Request, bodyUserId: string | undefined): SessionAuth {
  const caller = sessionOf(req);
  if (bodyUserId !== undefined && bodyUserId !== caller.userId) throw AppError.forbidden();
  return caller;
}

/** The guards mountRoutes puts in front of 'session' and 'admin' endpoints. */
export function createAuthGuards(
  authenticator: SessionAuthenticator,
  adminEmails: readonly string[],
): Required<AuthGuards> {
  return {
    session: requireSession(authenticator),
    admin: requireAdmin(authenticator, adminEmails),
  };
}
