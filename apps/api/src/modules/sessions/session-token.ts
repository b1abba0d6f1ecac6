import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** A session (and the JWT naming it) lives this long; the cookie's max-age matches. */
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Pinned on both sides: verification accepts nothing else, so neither `alg: none` nor a token
 * re-signed with another algorithm (e.g. RS256 with the secret as a "public key") gets through.
 */
const ALGORITHM = 'HS256';

const keys = new Map<string, KeyObject>();

/**
 * Given a string, jsonwebtoken first tries (and fails) to parse it as a PEM public key, on every
 * call: about 1 ms of CPU per request. A secret KeyObject, made once, skips that (~20 µs).
 */
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (key === undefined) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export interface SessionClaims {
  userId: string;
  /** The session's public id (`sessionId` in responses). */
  sessionId: string;
}

export function signSessionToken(claims: SessionClaims, secret: string): string {
  return jwt.sign({ sid: claims.sessionId }, keyFor(secret), {
    algorithm: ALGORITHM,
    subject: claims.userId,
    expiresIn: SESSION_TTL_SECONDS,
  });
}

/** The claims of a genuine, unexpired token; null for anything else (never throws). */
export function verifySessionToken(token: string, secret: string): SessionClaims | null {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, keyFor(secret), { algorithms: [ALGORITHM] });
  } catch {
    return null;
  }
  if (
    typeof payload === 'string' ||
    typeof payload.sub !== 'string' ||
    typeof payload.sid !== 'string'
  ) {
    return null;
  }
  return { userId: payload.sub, sessionId: payload.sid };
}

/**
 * When a token stops being accepted (ms since the epoch, as jwt.verify counts it); undefined for
 * a token that cannot be decoded or never expires. Only for a token already verified.
 */
export function sessionTokenEndsAt(token: string): number | undefined {
  const payload = jwt.decode(token, { json: true });
  return typeof payload?.exp === 'number' ? payload.exp * 1000 : undefined;
}
