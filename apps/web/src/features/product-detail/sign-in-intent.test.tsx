import { screen, waitFor } from '@testing-library/react';
import type { Favourite } from '@gymfuel/contracts';
import { makeUser } from '../../test/account-fixtures';
import { stubApi } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { fakeShopApi, toFavourite } from '../../test/shop-api';

const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 249);
const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);

/** A visitor on the product page (under StrictMode, whose doubled effects must not repeat it). */
function openProductAsVisitor(favourites: Favourite[] = [toFavourite(bowl)]) {
  const api = fakeShopApi({ favourites });
  const calls = stubApi({
    'GET /getproducts': { body: [shake, bowl] },
    'POST /login': { body: { success: true, message: 'Login successful', data: asha } },
    'POST /signin': {
      status: 201,
      body: { success: true, message: 'New user created and logged in successfully', data: asha },
    },
    'POST /addcart': { body: { success: true, message: 'Product added to cart' } },
    ...api.routes,
  });
  const app = renderApp(`/product/${shake._id}`, { strict: true });
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  const logIn = async () => {
    expect(await screen.findByText('Please login first!')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/login');
    await app.user.type(await screen.findByLabelText('Email address'), asha.email);
    await app.user.type(screen.getByLabelText('Password'), 'protein-rich');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  };
  return { ...app, api, callsTo, logIn };
}

describe('signing in keeps the shopper’s intent', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('adds the chosen quantity once after logging in, then goes to /cart', async () => {
    const { user, router, callsTo, logIn } = openProductAsVisitor();
    await user.click(await screen.findByRole('button', { name: 'One more Peanut Power Shake' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(callsTo('/addcart')).toHaveLength(0);

    await logIn();

    expect(await screen.findByText('Product added to Cart!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(callsTo('/addcart').map((call) => call.body)).toEqual([
      { proId: shake._id, quantity: 2 },
    ]);
    expect(screen.queryByText('Product already in Cart!')).not.toBeInTheDocument();
  });

  it('returns to the product and makes it a favourite once after logging in', async () => {
    const { user, router, api, callsTo, logIn } = openProductAsVisitor();
    await user.click(await screen.findByRole('button', { name: 'Favourite' }));

    await logIn();

    expect(await screen.findByText('Product added to Favorites!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/product/${shake._id}`);
    expect(router.state.location.state).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(callsTo('/addfav')).toHaveLength(1);
    expect(api.state.favourites).toEqual([toFavourite(bowl), toFavourite(shake)]);
  });

  it('leaves a product that already was a favourite as one', async () => {
    const { user, callsTo, logIn } = openProductAsVisitor([toFavourite(shake)]);
    await user.click(await screen.findByRole('button', { name: 'Favourite' }));

    await logIn();

    const heart = await screen.findByRole('button', { name: 'Favourite' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(callsTo('/getfav').length).toBeGreaterThan(0));
    expect(callsTo('/addfav')).toHaveLength(0);
  });

  // A new shopper has no account yet: they follow /login's link to sign up, and the way there
  // and back to /login must keep what they asked for.
  it('adds the chosen quantity after the visitor goes on from /login to sign up', async () => {
    const { user, router, callsTo } = openProductAsVisitor();
    await user.click(await screen.findByRole('button', { name: 'One more Peanut Power Shake' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await user.click(await screen.findByRole('link', { name: 'Login in here' }));
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await user.type(await screen.findByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email address'), asha.email);
    await user.type(screen.getByLabelText('Phone number'), '+91 98765 43210');
    await user.type(screen.getByLabelText('Password'), 'protein-rich');
    await user.type(screen.getByLabelText('Confirm Password'), 'protein-rich');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Product added to Cart!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(callsTo('/addcart').map((call) => call.body)).toEqual([
      { proId: shake._id, quantity: 2 },
    ]);
  });
});
