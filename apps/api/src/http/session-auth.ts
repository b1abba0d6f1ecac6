import { STAFF_ROLES, type Role } from '@gymfuel/contracts';
import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';
import type { AuthGuards } from './mount-routes.js';
import { readSessionToken } from './session-cookie.js';
import { OWNER_ONLY, STAFF_ONLY } from '../errors/role-refusals.js';

/** Who is calling, as established by the session guard. */
export interface SessionAuth {
  userId: string;
  /** The session's public id (the spec's `sessionId`). */
  sessionId: string;
  email: string;
  role: Role;
  emailVerified: boolean;
}

/** Resolves a session JWT to its live session and user; null when it names none. */
export type SessionAuthenticator = (token: string) => Promise<SessionAuth | null>;

export const NOT_SIGNED_IN = 'Please log in';
export const SESSION_ENDED = 'Your session has ended, please log in again';

async function authenticate(
  req: Request,
  authenticator: SessionAuthenticator,
): Promise<SessionAuth> {
  const token = readSessionToken(req.headers);
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

/** Whether the caller holds one of `roles`: a role counts only with a verified e-mail. */
export const holdsRole = (auth: SessionAuth, roles: readonly Role[]): boolean =>
  roles.includes(auth.role) && auth.emailVerified;

/**
 * A guard for operator endpoints: a live session whose account holds one of `roles` and whose
 * e-mail is verified (a role follows the verified address: change it, and the role waits until
 * the new one is verified). 401 without a session, 403 for anyone else.
 */
export function requireRole(
  authenticator: SessionAuthenticator,
  roles: readonly Role[],
  refusal: string,
): RequestHandler {
  return async (req, _res, next) => {
    const auth = await authenticate(req, authenticator);
    if (!holdsRole(auth, roles)) throw AppError.forbidden(refusal);
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

/** The guards mountRoutes puts in front of 'session', 'staff' and 'owner' endpoints. */
export function createAuthGuards(authenticator: SessionAuthenticator): Required<AuthGuards> {
  return {
    session: requireSession(authenticator),
    staff: requireRole(authenticator, STAFF_ROLES, STAFF_ONLY),
    owner: requireRole(authenticator, ['owner'], OWNER_ONLY),
  };
}
