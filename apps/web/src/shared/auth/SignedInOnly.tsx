import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { notify } from '../ui/notify';
import { useAuth } from './auth-context';
import { paths } from '../routing/paths';
import { returnState } from './return-path';
import { LOGIN_FIRST_MESSAGE } from './useEnsureSignedIn';
import { SessionWait } from './SessionWait';

function RedirectToLogin() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    notify.error(LOGIN_FIRST_MESSAGE);
  }, []);
  return (
    <Navigate
      to={paths.login.getHref()}
      state={returnState(`${pathname}${search}${hash}`)}
      replace
    />
  );
}

/**
 * Wraps a screen only a signed-in user has (cart, checkout). While the stored session is checked
 * a loader shows; a visitor is sent to /login with 'Please login first!', as the product page's
 * buttons do (docs/product.md#visitor), and brought back here once logged in.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <SessionWait fullScreen />;
  if (!isAuthenticated) return <RedirectToLogin />;
  return children;
}
