import { useMemo, useState, type ReactNode } from 'react';
import type { PublicUser as User } from '@gymfuel/contracts';
import { AuthContext, type AuthContextValue } from '../shared/auth/auth-context';

/**
 * Holds who is signed in. Everyone is a visitor for now: the accounts issue (#4) adds the
 * app-start session check (spec section 4) here, setting `isLoading` while it runs, and calls
 * `setUser` from login, sign-up and logout.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading: false, isAuthenticated: Boolean(user?._id), setUser }),
    [user],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
