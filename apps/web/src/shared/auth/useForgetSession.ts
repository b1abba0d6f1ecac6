import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../routing/paths';
import { useAuth } from './auth-context';

/**
 * How this browser lets go of a session once the user asked to leave (docs/product.md#session):
 * all of localStorage goes, and this tab's sessionStorage (the order on its way to payment, with
 * its delivery address, and the address being typed at checkout), the browser goes home, then the user (which also signs out of
 * Google) and the whole query cache go, so nothing of this user's (cart, orders…) is shown to
 * the next. Home comes first: staying on a signed-in screen would greet the leaver with
 * 'Please login first!'.
 */
export function useForgetSession(): () => Promise<void> {
  const { setUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    // The user is cleared only once home is shown (flushSync: the router would otherwise render
    // it in a transition, after the signed-in screen being left had reacted to the logout).
    await navigate(paths.home.getHref(), { flushSync: true });
    setUser(null);
    queryClient.clear();
  }, [navigate, queryClient, setUser]);
}
