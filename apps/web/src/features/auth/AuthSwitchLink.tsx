import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { intentState, signInIntentOf } from '../../shared/auth/sign-in-intent';

/**
 * The link between /login and /signup. A visitor sent to log in by a product's Add to Cart or
 * heart may have no account yet: the intent goes along, so signing up brings them back to the
 * product just as logging in does (SignedOutOnly).
 */
export function AuthSwitchLink({ to, children }: { to: string; children: ReactNode }) {
  const intent = signInIntentOf(useLocation().state);
  return (
    <Link to={to} state={intent ? intentState(intent) : undefined}>
      {children}
    </Link>
  );
}
