import type { PublicUser as User } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import type { AuthContextValue } from '../../shared/auth/auth-context';
import { getSessionUser, useSessionUser } from './api/get-session-user';
import { signOutOfGoogle } from './google/google-identity';
import { readStoredSession, storeSession } from './stored-session';

/**
 * The state behind the auth context. At app start the stored session is checked
 * (docs/product.md#session); offline it waits for the network, so who is signed in stays unknown
 * (loading) until then, and a check that reached no server online shows a visitor until the
 * browser is back online, when it is made again (useSessionUser). Once login, sign-up, logout or
 * a profile update names the user, that choice wins and the start-up check is switched off.
 * Setting a user also keeps localStorage 'auth' in step, so every screen that signs someone in
 * (or changes their e-mail) stores the session the same way; clearing it signs out of Google.
 */
export function useAuthState(): AuthContextValue {
  const [storedAtStart] = useState(readStoredSession);
  const [chosen, setChosen] = useState<{ user: User | null }>();
  const sessionUser = useSessionUser(chosen ? null : storedAtStart);

  const user = chosen ? chosen.user : (sessionUser.data ?? null);
  const isLoading = !chosen && storedAtStart !== null && sessionUser.isPending;

  const setUser = useCallback((next: User | null) => {
    if (next) storeSession({ email: next.email, sessionId: next.sessionId });
    // Once nobody is signed in here, Google must not pick the account again by itself.
    else signOutOfGoogle();
    setChosen({ user: next });
  }, []);

  // A session the server no longer knows signs the user out, as it would at the next app start.
  // A check that reached no server says nothing of the session: the user stays as they were.
  const refreshUser = useCallback(async () => {
    if (!user) return;
    let fresh: User | null;
    try {
      fresh = await getSessionUser({ email: user.email, sessionId: user.sessionId });
    } catch {
      return;
    }
    setUser(fresh);
  }, [user, setUser]);

  // A session ended elsewhere (sign-out everywhere, a password reset, a logout in another tab)
  // shows here as a 401 to whatever this browser asks next. Asking the server again then signs
  // out here too, rather than keeping a signed-in screen whose every call fails and whose
  // /login sends the user back home.
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheckOn401 = (action: { type: string; error?: unknown }) => {
      if (
        action.type === 'error' &&
        action.error instanceof ApiError &&
        action.error.status === 401
      )
        void refreshUser();
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') recheckOn401(event.action);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') recheckOn401(event.action);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, refreshUser]);

  return useMemo(
    () => ({ user, isLoading, isAuthenticated: Boolean(user?._id), setUser, refreshUser }),
    [user, isLoading, setUser, refreshUser],
  );
}
