import type { Request, Response } from 'express';
import type { AuthChanges } from '../modules/sessions/auth-changes.js';
import type { SessionAuth, SessionAuthenticator } from './session-auth.js';
import { readSessionToken } from './session-cookie.js';

/** A backstop for changes no process announced (a session that simply expired). */
export const SESSION_RECHECK_MS = 60_000;

/** Whether the caller may still receive what the stream sends. */
export type StillAllowed = (auth: SessionAuth) => boolean | Promise<boolean>;

/**
 * A Server-Sent Events stream outlives the guard that let it open. The watch checks the caller
 * again whenever their sessions or account change (logout, sign-out everywhere, a password
 * reset, a role change: announced through auth_events by any process) and every
 * SESSION_RECHECK_MS, and ends the stream once the session is gone or `allowed` refuses it. A
 * check that fails to run ends it too: the browser reconnects through the guard.
 */
export function createSessionWatch({
  authenticate,
  changes,
  recheckMs = SESSION_RECHECK_MS,
}: {
  authenticate: SessionAuthenticator;
  changes: Pick<AuthChanges, 'listen' | 'hearOtherProcesses'>;
  recheckMs?: number;
}) {
  /** Watches the stream `res` opened by `req` (past its guard); answers how to stop watching. */
  return function watchSession(
    req: Request,
    res: Response,
    caller: SessionAuth,
    allowed: StillAllowed,
  ): () => void {
    const token = readSessionToken(req.headers);
    const check = async () => {
      try {
        const auth = token === undefined ? null : await authenticate(token);
        if (auth === null || !(await allowed(auth))) res.end();
      } catch {
        res.end();
      }
    };
    // Other processes' changes are heard only by a process that polls for them.
    changes.hearOtherProcesses();
    const stopListening = changes.listen((userId) => {
      if (userId === null || userId === caller.userId) void check();
    });
    const recheck = setInterval(() => void check(), recheckMs);
    return () => {
      clearInterval(recheck);
      stopListening();
    };
  };
}

export type SessionWatch = ReturnType<typeof createSessionWatch>;
