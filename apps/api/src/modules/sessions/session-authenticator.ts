import type { SessionAuthenticator } from '../../http/session-auth.js';
import { isVerified, roleOf, sessionGenerationOf } from '../users/users.model.js';
import type { UserService } from '../users/users.service.js';
import type { SessionService } from './sessions.service.js';

/**
 * Token → live session → its user. The e-mail, role and verification are read fresh, so a profile
 * change or a role taken away applies to the very next request. A session opened before the
 * user's latest sign-out everywhere or new password (sessionGeneration) is over, even if never
 * marked revoked.
 */
export function createSessionAuthenticator(
  sessions: SessionService,
  users: UserService,
): SessionAuthenticator {
  return async (token) => {
    const live = await sessions.findLive(token);
    if (live === null) return null;
    const user = await users.findById(live.userId);
    if (user === null || sessionGenerationOf(user) !== live.sessionGeneration) return null;
    return {
      userId: live.userId,
      sessionId: live.sessionId,
      email: user.email,
      role: roleOf(user),
      emailVerified: isVerified(user),
    };
  };
}
