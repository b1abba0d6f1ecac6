import type { Product } from '@gymfuel/contracts';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../shared/api/api-error';
import { useAuth } from '../../shared/auth/auth-context';
import { useEnsureSignedIn } from '../../shared/auth/useEnsureSignedIn';
import { useFavourites } from '../../shared/favourites/useFavourites';
import { paths } from '../../shared/routing/paths';
import { notify } from '../../shared/ui/notify';
import { useAddToCart } from './api/add-to-cart';

export const ADDED_TO_CART_MESSAGE = 'Product added to Cart!';
export const ALREADY_IN_CART_MESSAGE = 'Product already in Cart!';
export const ADD_TO_CART_FAILED_MESSAGE = 'Something went wrong';
export const FAVOURITE_ADDED_MESSAGE = 'Product added to Favorites!';
export const FAVOURITE_REMOVED_MESSAGE = 'Product removed from Favorites!';

export interface ProductActions {
  addToCart: () => void;
  /** True while the add is on its way, so a double click cannot send it twice. */
  isAddingToCart: boolean;
  /**
   * True while the stored session is still being checked after a reload: the buttons wait,
   * or a signed-in user's click would count as a visitor's and be sent to /login.
   */
  isCheckingSession: boolean;
  toggleFavourite: () => void;
  /** Whether the product is in the user's favourites (the heart is red). */
  isFavourite: boolean;
}

/**
 * What the product page's buttons do. A visitor is sent to /login with 'Please login first!'.
 * docs/product.md#product-detail: added or already there, the shopper goes on to /cart. Any other
 * failure (server down, product withdrawn) keeps them here, as their cart did not change.
 */
export function useProductActions(product: Product): ProductActions {
  const ensureSignedIn = useEnsureSignedIn();
  const { isLoading: isCheckingSession } = useAuth();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  const favourites = useFavourites((change) =>
    notify.success(change === 'added' ? FAVOURITE_ADDED_MESSAGE : FAVOURITE_REMOVED_MESSAGE),
  );

  return {
    addToCart: () => {
      if (!ensureSignedIn()) return;
      addToCart.mutate(product._id, {
        onSuccess: () => {
          notify.success(ADDED_TO_CART_MESSAGE);
          navigate(paths.cart.getHref());
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            notify.error(ALREADY_IN_CART_MESSAGE);
            navigate(paths.cart.getHref());
          } else {
            notify.error(ADD_TO_CART_FAILED_MESSAGE);
          }
        },
      });
    },
    isAddingToCart: addToCart.isPending,
    isCheckingSession,
    toggleFavourite: () => {
      if (!ensureSignedIn()) return;
      void favourites.toggle({
        proId: product._id,
        imageUrl: product.imageUrl,
        title: product.title,
        description: product.description,
      });
    },
    isFavourite: favourites.isFavourite(product._id),
  };
}
