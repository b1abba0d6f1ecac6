import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';
import { Loader } from '../../shared/ui/Loader';

/**
 * docs/product.md#login: a signed-in user opening login (or sign-up) goes to /. This is also how a
 * successful login, sign-up or Google sign-in "goes to /": setting the user re-renders here.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Loader />;
  if (isAuthenticated) return <Navigate to={paths.home.getHref()} replace />;
  return children;
}
