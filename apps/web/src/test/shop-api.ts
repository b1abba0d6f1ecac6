import type { CartItem, Favourite, Product, PublicUser } from '@gymfuel/contracts';
import type { RecordedCall, StubReply } from './fetch-stub';

export function makeCartItem(user: PublicUser, product: Product, quantity = 1): CartItem {
  const { _id: proId, title, description, imageUrl, price } = product;
  return { userId: user._id, proId, title, description, imageUrl, price, quantity };
}

export const toFavourite = ({ _id, imageUrl, title, description }: Product): Favourite => ({
  proId: _id,
  imageUrl,
  title,
  description,
});

type Route = (call: RecordedCall) => StubReply;

const ok: StubReply = { body: { success: true } };
const bodyOf = <T>(call: RecordedCall) => call.body as T;

/**
 * The caller's cart and favourites as the API keeps them: the stub routes read and change this
 * state, so a screen that reloads after a change sees what the server would answer.
 */
export function fakeShopApi({
  cart = [],
  favourites = [],
}: {
  cart?: CartItem[];
  favourites?: Favourite[];
}) {
  const state = { cart: [...cart], favourites: [...favourites] };
  const routes: Record<string, Route> = {
    'GET /getcart': () => ({ body: state.cart }),
    'POST /updatecart': (call) => {
      const { proId, quantity } = bodyOf<{ proId: string; quantity: number }>(call);
      state.cart = state.cart.map((item) => (item.proId === proId ? { ...item, quantity } : item));
      return ok;
    },
    'POST /removecart': (call) => {
      const { proId } = bodyOf<{ proId: string }>(call);
      state.cart = state.cart.filter((item) => item.proId !== proId);
      return ok;
    },
    'POST /getfav': () => ({ body: { success: true, favourites: state.favourites } }),
    'POST /addfav': (call) => {
      state.favourites = bodyOf<{ favourites: Favourite[] }>(call).favourites;
      return ok;
    },
  };
  return { state, routes };
}
