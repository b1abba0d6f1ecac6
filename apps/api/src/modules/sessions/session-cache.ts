import type { SessionAuth, SessionAuthenticator } from '../../http/session-auth.js';
import type { AuthChanges } from './auth-changes.js';
import { sessionTokenEndsAt } from './session-token.js';

export interface SessionCacheOptions {
  /** How long a resolved session is trusted without a database read; 0 turns the cache off. */
  ttlMs: number;
  /** Bounds the memory: the oldest entry goes first. */
  maxEntries?: number;
}

interface Entry {
  auth: SessionAuth;
  expiresAt: number;
}

/**
 * Remembers, per process, who a session token proved to be, so a signed-in request costs no
 * database round trip. Trust ends at the latest after `ttlMs` or at the session's end, and at
 * once when the user's sessions or account change (`changes`): in this process before the change
 * is answered, in the others within their poll. A read that raced such a change is not kept.
 */
export function cachedSessionAuthenticator(
  authenticate: SessionAuthenticator,
  changes: Pick<AuthChanges, 'listen' | 'hearOtherProcesses'>,
  { ttlMs, maxEntries = 10_000 }: SessionCacheOptions,
): SessionAuthenticator {
  if (ttlMs <= 0) return authenticate;
  const entries = new Map<string, Entry>();
  /** Counts changes heard; a read during which it moved may hold what changed. */
  let changesHeard = 0;

  changes.listen((userId) => {
    changesHeard += 1;
    if (userId === null) {
      entries.clear();
      return;
    }
    for (const [token, entry] of entries) if (entry.auth.userId === userId) entries.delete(token);
  });

  return async (token) => {
    const cached = entries.get(token);
    if (cached !== undefined && cached.expiresAt > Date.now()) return cached.auth;
    entries.delete(token);
    const heardBefore = changesHeard;
    const auth = await authenticate(token);
    if (auth !== null && changesHeard === heardBefore) {
      // From the first entry on, this process must hear the others' changes too.
      if (entries.size === 0) changes.hearOtherProcesses();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      // Never past the session's own end: the token expires with it, and a read then refuses it.
      const expiresAt = Math.min(Date.now() + ttlMs, sessionTokenEndsAt(token) ?? Infinity);
      entries.set(token, { auth, expiresAt });
    }
    return auth;
  };
}
