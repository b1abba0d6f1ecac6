import { type CartItem, cartEndpoints } from '@gymfuel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { getCartQueryOptions } from '../../../shared/api/get-cart';
import { getProductsQueryOptions } from '../../../shared/api/get-products';
import { useAuth } from '../../../shared/auth/auth-context';
import { isSoldOutRefusal } from '../../../shared/cart/sold-out-refusal';

export interface QuantityChange {
  proId: string;
  quantity: number;
  /** Which button asked for it: +1 or -1. */
  step: 1 | -1;
}

/** POST /updatecart (an addition to the spec): saves one line's new quantity. */
export const updateCartQuantity = ({ proId, quantity }: QuantityChange) =>
  callEndpoint(cartEndpoints.updateCart, { proId, quantity });

export const CART_MUTATION_KEY = ['cart'] as const;

interface UpdateCartQuantityOptions {
  proId: string;
  onSaved: (change: QuantityChange) => void;
  onFailed: (error: Error) => void;
}

/**
 * The stepper of one cart line. The new quantity shows at once (the cache changes first); saves
 * of one line run one at a time (a scope per product), so after quick clicks the server ends on
 * the last quantity shown. A failed save reloads the cart, putting the server's quantity back;
 * refused as sold out, the catalogue too, so the row says 'Sold out'.
 */
export function useUpdateCartQuantity({ proId, onSaved, onFailed }: UpdateCartQuantityOptions) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getCartQueryOptions(user?._id ?? null);
  return useMutation({
    mutationKey: [...CART_MUTATION_KEY, 'quantity'],
    scope: { id: `cart-quantity:${proId}` },
    mutationFn: updateCartQuantity,
    onMutate: ({ quantity }) => {
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (items: CartItem[] | undefined) =>
        items?.map((item) => (item.proId === proId ? { ...item, quantity } : item)),
      );
    },
    onSuccess: (_answer, change) => onSaved(change),
    onError: (error) => {
      onFailed(error);
      void queryClient.invalidateQueries({ queryKey });
      if (isSoldOutRefusal(error)) {
        void queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
      }
    },
  });
}
