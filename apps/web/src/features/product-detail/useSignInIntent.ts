import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { signInIntentOf, type SignInIntent } from '../../shared/auth/sign-in-intent';

/**
 * What a visitor asked for on this product before logging in, brought back by /login in the
 * location state (docs/product.md#product-detail); null when there is none.
 */
export function useSignInIntentFor(productId: string): SignInIntent | null {
  const intent = signInIntentOf(useLocation().state);
  return intent?.productId === productId ? intent : null;
}

/**
 * Does the intent once the shopper is signed in and the page is `ready` for it, and only once: it
 * leaves the history entry before `doIntent` runs, so neither a reload nor coming back to the
 * page repeats it.
 */
export function useIntentDoneOnce(
  intent: SignInIntent | null,
  ready: boolean,
  doIntent: (intent: SignInIntent) => void,
): void {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  // StrictMode runs effects twice on mount; the intent must still be done only once.
  const done = useRef(false);

  const doItOnce = useEffectEvent(() => {
    if (!intent || done.current) return;
    done.current = true;
    navigate(pathname, { replace: true, state: null });
    doIntent(intent);
  });

  useEffect(() => {
    if (isAuthenticated && ready) doItOnce();
  }, [isAuthenticated, ready, key]);
}
