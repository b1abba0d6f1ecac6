import type { ReactNode } from 'react';
import { useAuthState } from '../features/auth/useAuthState';
import { AuthContext } from '../shared/auth/auth-context';

/**
 * Holds who is signed in: checks the stored session at app start (docs/product.md#session) and
 * keeps localStorage 'auth' in step with every `setUser` (see useAuthState).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useAuthState();
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
