import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../routing/paths';
import { notify } from '../ui/notify';
import { useAuth } from './auth-context';
import { LOGIN_FIRST_MESSAGE } from './useEnsureSignedIn';
import { SessionWait } from './SessionWait';

function RedirectToLogin() {
  useEffect(() => {
    notify.error(LOGIN_FIRST_MESSAGE);
  }, []);
  return <Navigate to={paths.login.getHref()} replace />;
}

/**
 * Wraps a screen only a signed-in user has (cart, checkout). While the stored session is checked
 * a loader shows; a visitor is sent to /login with 'Please login first!', as the product page's
 * buttons do (docs/product.md#visitor).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <SessionWait fullScreen />;
  if (!isAuthenticated) return <RedirectToLogin />;
  return children;
}
