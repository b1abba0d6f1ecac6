import type { PublicUser as User } from '@gymfuel/contracts';
import { createContext, useContext } from 'react';

/**
 * Who is using the shop (docs/product.md#client-state: user, isLoading, isAuthenticated).
 * `user` is null for a visitor. A signed-in user is one with an id (docs/product.md#shopper).
 */
export interface AuthState {
  user: User | null;
  /**
   * True while the stored session is being checked at app start, and while offline once that
   * check reached no server: who is signed in is unknown until the network is back.
   */
  isLoading: boolean;
  isAuthenticated: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Set after login / sign-up / session check, and to null on logout. */
  setUser: (user: User | null) => void;
  /**
   * Asks the server again who is signed in, as the check at app start does, after something
   * changed the account outside this screen's own answers (a verified e-mail, a password reset
   * that ended every session). Does nothing for a visitor.
   */
  refreshUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
