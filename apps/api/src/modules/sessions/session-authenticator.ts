import type { SessionAuthenticator } from '../../http/session-auth.js';
import { isVerified, roleOf } from '../users/users.model.js';
import type { UserService } from '../users/users.service.js';
import type { SessionService } from './sessions.service.js';

/**
 * Token → live session → its user. The e-mail, role and verification are read fresh, so a profile
 * change or a role taken away applies to the very next request.
 */
export function createSessionAuthenticator(
  sessions: SessionService,
  users: UserService,
): SessionAuthenticator {
  return async (token) => {
    const live = await sessions.findLive(token);
    if (live === null) return null;
    const user = await users.findById(live.userId);
    if (user === null) return null;
    return { ...live, email: user.email, role: roleOf(user), emailVerified: isVerified(user) };
  };
}
