import type { SessionAuthenticator } from '../../http/session-auth.js';
import type { UserService } from '../users/users.service.js';
import type { SessionService } from './sessions.service.js';

/** Token → live session → its user. The e-mail is read fresh, so a profile change shows at once. */
export function createSessionAuthenticator(
  sessions: SessionService,
  users: UserService,
): SessionAuthenticator {
  return async (token) => {
    const live = await sessions.findLive(token);
    if (live === null) return null;
    const user = await users.findById(live.userId);
    return user === null ? null : { ...live, email: user.email };
  };
}
