import { type EndpointResponse, ordersEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { getCartQueryOptions } from '../../../shared/api/get-cart';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../shared/auth/auth-context';

/** How many lines went back in the cart, and the titles of those no longer on the menu. */
type Reordered = EndpointResponse<typeof ordersEndpoints.reorder>['data'];

/**
 * POST /reorder: the order's lines back in the caller's cart (merged with what is there, at most
 * 10 each), skipping products gone from the menu.
 */
export async function reorder(orderId: string): Promise<Reordered> {
  const { data } = await callEndpoint(ordersEndpoints.reorder, { orderId });
  return data;
}

/** One reorder per press; the cart is read again either way. */
export function useReorder() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions(user?._id ?? null);
  return useSingleFlightMutation({
    mutationFn: reorder,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
