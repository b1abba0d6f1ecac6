import type { CartItem } from '@gymfuel/contracts';
import { screen } from '@testing-library/react';
import { makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { fakeShopApi, makeCartItem } from '../../test/shop-api';

const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 149);
const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);

function openSignedIn(path: string, cart: CartItem[]) {
  const api = fakeShopApi({ cart });
  stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake, bowl] },
    ...api.routes,
    'POST /addcart': (call) => {
      const { proId, quantity } = call.body as { proId: string; quantity: number };
      const product = [shake, bowl].find((each) => each._id === proId)!;
      api.state.cart.push(makeCartItem(asha, product, quantity));
      return { body: { success: true, message: 'Product added to cart' } };
    },
  });
  return { ...renderApp(path), api };
}

/** The nav's cart link, found by its accessible name (exact: 'Go to cart' is another link). */
const cartLink = (name: string) => screen.findByRole('link', { name });

describe('the cart badge in the nav', () => {
  beforeEach(() => window.localStorage.clear());

  it('counts every item in the cart, outside the collapsible menu', async () => {
    openSignedIn('/contact', [makeCartItem(asha, shake, 2), makeCartItem(asha, bowl, 1)]);
    const link = await cartLink('Cart, 3 items');
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).toHaveTextContent('3');
    // The mobile menu folds the Main navigation away; the count must not fold with it.
    expect(screen.getByRole('navigation', { name: 'Main' })).not.toContainElement(link);
  });

  it('says one item in the singular', async () => {
    openSignedIn('/contact', [makeCartItem(asha, bowl, 1)]);
    expect(await cartLink('Cart, 1 item')).toHaveTextContent('1');
  });

  it('is a plain cart icon without a number when the cart is empty', async () => {
    openSignedIn('/contact', []);
    const link = await cartLink('Cart');
    expect(link).toHaveTextContent('');
  });

  it('is absent for a visitor', async () => {
    stubApi({ 'GET /getproducts': { body: [shake] } });
    renderApp('/contact');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('follows a quantity step on the cart page at once', async () => {
    const { user } = openSignedIn('/cart', [makeCartItem(asha, shake, 2)]);
    await cartLink('Cart, 2 items');
    await user.click(await screen.findByRole('button', { name: 'One more Peanut Power Shake' }));
    expect(await cartLink('Cart, 3 items')).toHaveTextContent('3');
  });

  it('follows an add from the product page', async () => {
    const { user } = openSignedIn(`/product/${bowl._id}`, []);
    await cartLink('Cart');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await cartLink('Cart, 1 item')).toHaveTextContent('1');
  });
});
