import type { PublicUser as User } from '@gymfuel/contracts';
import { useCallback, useMemo, useState } from 'react';
import type { AuthContextValue } from '../../shared/auth/auth-context';
import { useSessionUser } from './api/get-session-user';
import { readStoredSession, storeSession } from './stored-session';

/**
 * The state behind the auth context. At app start the stored session is checked
 * (docs/product.md#session); once login, sign-up, logout or a profile update names the user,
 * that choice wins and the start-up check is switched off. Setting a user also keeps
 * localStorage 'auth' in step, so every screen that signs someone in (or changes their e-mail)
 * stores the session the same way.
 */
export function useAuthState(): AuthContextValue {
  const [storedAtStart] = useState(readStoredSession);
  const [chosen, setChosen] = useState<{ user: User | null }>();
  const sessionUser = useSessionUser(chosen ? null : storedAtStart);

  const user = chosen ? chosen.user : (sessionUser.data ?? null);
  const isLoading = !chosen && storedAtStart !== null && sessionUser.isPending;

  const setUser = useCallback((next: User | null) => {
    if (next) storeSession({ email: next.email, sessionId: next.sessionId });
    setChosen({ user: next });
  }, []);

  return useMemo(
    () => ({ user, isLoading, isAuthenticated: Boolean(user?._id), setUser }),
    [user, isLoading, setUser],
  );
}
