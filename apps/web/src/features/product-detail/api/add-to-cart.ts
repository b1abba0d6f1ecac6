import { endpoints } from '@gymfuel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { getCartQueryOptions } from '../../../shared/api/get-cart';
import { useAuth } from '../../../shared/auth/auth-context';

/**
 * The product page always adds one (docs/product.md#product-detail); title and price come from
 * the catalogue.
 */
export const ADD_TO_CART_QUANTITY = 1;

/**
 * POST /addcart. A product already in the cart answers 409 (one line per product), which the
 * caller tells apart through the ApiError's status.
 */
export const addToCart = (proId: string) =>
  callEndpoint(endpoints.addCart, { proId, quantity: ADD_TO_CART_QUANTITY });

export function useAddToCart() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getCartQueryOptions(user?._id ?? null).queryKey }),
  });
}
