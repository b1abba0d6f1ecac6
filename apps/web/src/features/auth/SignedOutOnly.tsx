import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { intentHref, intentState, signInIntentOf } from '../../shared/auth/sign-in-intent';
import { paths } from '../../shared/routing/paths';
import { SessionWait } from '../../shared/auth/SessionWait';

/**
 * docs/product.md#login: a signed-in user opening login (or sign-up) goes to /. This is also how a
 * successful login, sign-up or Google sign-in "goes to /": setting the user re-renders here. A
 * visitor sent here by a product's Add to Cart or heart goes back to that product instead,
 * taking the intent along, so the product page does what they asked for.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const intent = signInIntentOf(useLocation().state);
  if (isLoading) return <SessionWait />;
  if (isAuthenticated) {
    return intent ? (
      <Navigate to={intentHref(intent)} state={intentState(intent)} replace />
    ) : (
      <Navigate to={paths.home.getHref()} replace />
    );
  }
  return children;
}
