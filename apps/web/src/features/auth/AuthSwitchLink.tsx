import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { returnPathOf, returnState } from '../../shared/auth/return-path';
import { intentState, signInIntentOf } from '../../shared/auth/sign-in-intent';

/**
 * The link between /login and /signup. A visitor sent to log in by a product's Add to Cart or
 * heart, or from a page only a signed-in user has, may have no account yet: the intent and the
 * way back go along, so signing up brings them back just as logging in does (SignedOutOnly).
 */
export function AuthSwitchLink({ to, children }: { to: string; children: ReactNode }) {
  const { state } = useLocation();
  const intent = signInIntentOf(state);
  const returnPath = returnPathOf(state);
  return (
    <Link
      to={to}
      state={{
        ...(intent ? intentState(intent) : {}),
        ...(returnPath === null ? {} : returnState(returnPath)),
      }}
    >
      {children}
    </Link>
  );
}
