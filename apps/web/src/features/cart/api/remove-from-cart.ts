import { type CartItem, cartEndpoints } from '@gymfuel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { getCartQueryOptions } from '../../../shared/api/get-cart';
import { useAuth } from '../../../shared/auth/auth-context';
import { CART_MUTATION_KEY } from './update-cart-quantity';

/** POST /removecart: drops the caller's line for one product. */
export const removeFromCart = (proId: string) => callEndpoint(cartEndpoints.removeCart, { proId });

interface RemoveFromCartOptions {
  onRemoved: () => void;
  onFailed: () => void;
}

/**
 * Removing drops the line from the cache as soon as the server agrees. The notices are raised
 * here, not per call, because the removed row unmounts before per-call callbacks would run.
 */
export function useRemoveFromCart({ onRemoved, onFailed }: RemoveFromCartOptions) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions(user?._id ?? null);
  return useMutation({
    mutationKey: [...CART_MUTATION_KEY, 'remove'],
    mutationFn: removeFromCart,
    onSuccess: (_answer, proId) => {
      queryClient.setQueryData(queryKey, (items: CartItem[] | undefined) =>
        items?.filter((item) => item.proId !== proId),
      );
      onRemoved();
    },
    onError: onFailed,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
