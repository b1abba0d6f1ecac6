import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { CookieOptions, Response } from 'express';
import { SESSION_TTL_SECONDS } from '../modules/sessions/session-token.js';

/** Holds the session JWT. httpOnly: page scripts (and so injected ones) never see it. */
export const SESSION_COOKIE = 'gf_session';

/**
 * Lax: the browser sends it on same-site requests and top-level navigations only; with the
 * JSON-only rule for state-changing calls, that rules out cross-site form posts (CSRF).
 */
function cookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}

export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, {
    ...cookieOptions(secure),
    maxAge: SESSION_TTL_SECONDS * 1000,
  });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}

/** The scheme is case-insensitive and followed by one or more spaces (RFC 9110, 11.1 and 11.4). */
const BEARER = /^Bearer +([A-Za-z0-9._~+/=-]+)$/i;

/**
 * API clients send `Authorization: Bearer <jwt>`; browsers send the cookie. The header wins: a
 * malformed one (another scheme, no token) is refused rather than falling back to the cookie.
 * Read from the raw headers, so the fast path (http/fast-path.ts) authenticates as Express does.
 */
export function readSessionToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers.authorization;
  if (header !== undefined) return BEARER.exec(header.trim())?.[1];
  if (headers.cookie === undefined) return undefined;
  const cookie = parseCookies(headers.cookie)[SESSION_COOKIE];
  return cookie === undefined || cookie === '' ? undefined : cookie;
}
