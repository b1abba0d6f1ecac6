import { QUANTITY_MIN, type Favourite, type Product } from '@gymfuel/contracts';
import { useState } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { useEnsureSignedIn } from '../../shared/auth/useEnsureSignedIn';
import { useAddToCart } from '../../shared/cart/useAddToCart';
import { useFavourites } from '../../shared/favourites/useFavourites';
import { notify } from '../../shared/ui/notify';
import { useIntentDoneOnce, useSignInIntentFor } from './useSignInIntent';

export const FAVOURITE_ADDED_MESSAGE = 'Product added to Favorites!';
export const FAVOURITE_REMOVED_MESSAGE = 'Product removed from Favorites!';

export interface ProductActions {
  /** How many Add to Cart adds: the stepper's value, 1 to 10. */
  quantity: number;
  stepQuantity: (step: 1 | -1) => void;
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

const favouriteOf = ({ _id, imageUrl, title, description }: Product): Favourite => ({
  proId: _id,
  imageUrl,
  title,
  description,
});

/**
 * What the product page's stepper and buttons do. A visitor is sent to /login with
 * 'Please login first!', and what they asked for is done once they are back, signed in.
 */
export function useProductActions(product: Product): ProductActions {
  const ensureSignedIn = useEnsureSignedIn();
  const { isLoading: isCheckingSession } = useAuth();
  const intent = useSignInIntentFor(product._id);
  const [quantity, setQuantity] = useState(
    intent?.action === 'add-to-cart' ? intent.quantity : QUANTITY_MIN,
  );
  const addToCart = useAddToCart(quantity);
  const favourites = useFavourites((change) =>
    notify.success(change === 'added' ? FAVOURITE_ADDED_MESSAGE : FAVOURITE_REMOVED_MESSAGE),
  );
  // A favourite waits for the list it is added to, which the first load of the page reads.
  const isReadyForIntent = intent?.action !== 'favourite' || !favourites.isPending;
  useIntentDoneOnce(intent, isReadyForIntent, ({ action }) => {
    if (action === 'add-to-cart') addToCart.mutate(product._id);
    else void favourites.add(favouriteOf(product));
  });

  return {
    quantity,
    stepQuantity: (step) => setQuantity((current) => current + step),
    addToCart: () => {
      if (!ensureSignedIn({ action: 'add-to-cart', productId: product._id, quantity })) return;
      addToCart.mutate(product._id);
    },
    isAddingToCart: addToCart.isPending,
    isCheckingSession,
    toggleFavourite: () => {
      if (!ensureSignedIn({ action: 'favourite', productId: product._id })) return;
      void favourites.toggle(favouriteOf(product));
    },
    isFavourite: favourites.isFavourite(product._id),
  };
}
