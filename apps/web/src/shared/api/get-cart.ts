import type { CartItem } from '@gymfuel/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { callEndpoint } from './client';

/**
 * GET /getcart: the server answers with the caller's lines only
 * (docs/architecture.md#identity-from-the-session).
 */
export async function getCart(signal?: AbortSignal): Promise<CartItem[]> {
  const { cartEndpoints } = await import('./first-screen-endpoints');
  return callEndpoint(cartEndpoints.getCart, undefined, { signal });
}

/**
 * Keyed by the user, so an account signing in after another on the same tab never sees the
 * previous one's lines. A visitor has no cart: the query stays idle.
 */
export const getCartQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['cart', userId],
    queryFn: userId ? ({ signal }) => getCart(signal) : skipToken,
  });

export function useCart() {
  const { user } = useAuth();
  return useQuery(getCartQueryOptions(user?._id ?? null));
}
