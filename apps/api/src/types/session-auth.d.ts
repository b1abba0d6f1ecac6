import type { SessionAuth } from '../http/session-auth.js';

declare global {
  namespace Express {
    interface Request {
      /** Set by the 'session', 'staff' and 'owner' guards (http/session-auth.ts); read it through `sessionOf`. */
      auth?: SessionAuth;
    }
  }
}

export {};
