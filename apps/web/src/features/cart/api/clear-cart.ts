import { cartEndpoints } from '@gymfuel/contracts';
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { getCartQueryOptions } from '../../../shared/api/get-cart';
import { useAuth } from '../../../shared/auth/auth-context';
import { CART_MUTATION_KEY } from './update-cart-quantity';

/** POST /clearcart: empties the caller's cart. The session names the user, so the body is empty. */
export const clearCart = () => callEndpoint(cartEndpoints.clearCart, {});

const CLEAR_CART_MUTATION_KEY = [...CART_MUTATION_KEY, 'clear'];

type ClearCartAnswer = Awaited<ReturnType<typeof clearCart>>;

/**
 * Empties the cached cart as soon as the server agrees, then reloads it either way. `onCleared`
 * is raised here, not per call, because the cart's rows and this button unmount once it is empty.
 */
export function useClearCart({ onCleared }: { onCleared: () => void }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions(user?._id ?? null);
  const mutation = useMutation({
    mutationKey: CLEAR_CART_MUTATION_KEY,
    mutationFn: clearCart,
    onSuccess: () => {
      queryClient.setQueryData(queryKey, []);
      onCleared();
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey }),
  });

  /**
   * Sends at most one request at a time. `isPending` reaches the screen a tick after the call, and
   * a browser delivers both clicks of a double click before that, so the cache is asked instead.
   */
  const clear = (options?: MutateOptions<ClearCartAnswer, Error, void>) => {
    if (queryClient.isMutating({ mutationKey: CLEAR_CART_MUTATION_KEY }) > 0) return;
    mutation.mutate(undefined, options);
  };

  return { clear, isPending: mutation.isPending };
}
