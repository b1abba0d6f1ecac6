import type { Product } from '@gymfuel/contracts';
import { useEnsureSignedIn } from '../../shared/auth/useEnsureSignedIn';

export interface ProductActions {
  addToCart: () => void;
  toggleFavourite: () => void;
  /** Whether the product is in the user's favourites (the heart is red). */
  isFavourite: boolean;
}

/**
 * What the product page's buttons do. A visitor is sent to /login with 'Please login first!'.
 * HAND-OFF to the shopping issue (#5): the signed-in branch (POST /addcart with quantity 1,
 * the favourites list via /getfav and /addfav, and their toasts) is built there, in this hook.
 * Until accounts exist no one is signed in, so the guard always stops here.
 */
export function useProductActions(_product: Product): ProductActions {
  const ensureSignedIn = useEnsureSignedIn();
  return {
    addToCart: () => {
      ensureSignedIn();
    },
    toggleFavourite: () => {
      ensureSignedIn();
    },
    isFavourite: false,
  };
}
