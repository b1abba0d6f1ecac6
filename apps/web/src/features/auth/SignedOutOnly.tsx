import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { intentHref, intentState, signInIntentOf } from '../../shared/auth/sign-in-intent';
import { paths } from '../../shared/routing/paths';
import { SessionWait } from '../../shared/auth/SessionWait';
import { returnPathOf } from '../../shared/auth/return-path';

/**
 * docs/product.md#login: a signed-in user opening login (or sign-up) goes to /. This is also how a
 * successful login, sign-up or Google sign-in "goes to /": setting the user re-renders here. A
 * visitor sent here by a product's Add to Cart or heart goes back to that product instead,
 * taking the intent along, so the product page does what they asked for; one sent from a page
 * only a signed-in user has goes back to it (return-path.ts: this site's paths only).
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const { state } = useLocation();
  const intent = signInIntentOf(state);
  if (isLoading) return <SessionWait />;
  if (isAuthenticated) {
    return intent ? (
      <Navigate to={intentHref(intent)} state={intentState(intent)} replace />
    ) : (
      <Navigate to={returnPathOf(state) ?? paths.home.getHref()} replace />
    );
  }
  return children;
}
