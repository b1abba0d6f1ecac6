import { cartEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/api-error';
import { callEndpoint } from '../api/client';
import { getCartQueryOptions } from '../api/get-cart';
import { getProductsQueryOptions } from '../api/get-products';
import { useSingleFlightMutation } from '../api/single-flight-mutation';
import { useAuth } from '../auth/auth-context';
import { paths } from '../routing/paths';
import { notify } from '../ui/notify';
import { isSoldOutRefusal } from './sold-out-refusal';

export const ADDED_TO_CART_MESSAGE = 'Product added to Cart!';
export const ALREADY_IN_CART_MESSAGE = 'Product already in Cart!';
export const ADD_TO_CART_FAILED_MESSAGE = 'Something went wrong';

/** What one press adds where no quantity is chosen (a favourite's Add to Cart). */
export const ADD_TO_CART_QUANTITY = 1;

/**
 * POST /addcart; title and price come from the catalogue. A product already in the cart answers
 * 409 (one line per product), which the caller tells apart through the ApiError's status.
 */
export const addToCart = (proId: string, quantity: number) =>
  callEndpoint(cartEndpoints.addCart, { proId, quantity });

/**
 * Every Add to Cart button behaves alike (docs/product.md#product-detail): added or already there,
 * the shopper goes on to /cart. Any other failure (server down, product withdrawn) keeps them
 * where they are, as their cart did not change; a product sold out since the page loaded says so
 * in the server's words and the catalogue is read again, so the page shows 'Sold out'. One add at a time, so a double click cannot
 * turn a first add into 'Product already in Cart!'. `quantity` is what the next add sends: the
 * product page's stepper, or one.
 */
export function useAddToCart(quantity: number = ADD_TO_CART_QUANTITY) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSingleFlightMutation({
    mutationFn: (proId: string) => addToCart(proId, quantity),
    onSuccess: () => {
      notify.success(ADDED_TO_CART_MESSAGE);
      navigate(paths.cart.getHref());
    },
    onError: (error) => {
      if (isSoldOutRefusal(error)) {
        notify.error(error.message);
        void queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });
      } else if (error instanceof ApiError && error.status === 409) {
        notify.error(ALREADY_IN_CART_MESSAGE);
        navigate(paths.cart.getHref());
      } else {
        notify.error(ADD_TO_CART_FAILED_MESSAGE);
      }
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getCartQueryOptions(user?._id ?? null).queryKey }),
  });
}
