import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { holdRequests, stubApi, type StubReply } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { goOffline } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { fakeShopApi, toFavourite } from '../../test/shop-api';

const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 249);
const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);

function openProductSignedIn(
  routes: Record<string, StubReply> = {},
  favourites = [toFavourite(bowl)],
) {
  const api = fakeShopApi({ favourites });
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake, bowl] },
    'POST /addcart': { body: { success: true, message: 'Product added to cart' } },
    ...api.routes,
    ...routes,
  });
  const app = renderApp(`/product/${shake._id}`);
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { ...app, api, callsTo };
}

describe('product detail, signed in', () => {
  beforeEach(() => window.localStorage.clear());

  it('adds one to the cart with /addcart, says so and goes to /cart', async () => {
    const { user, router, callsTo } = openProductSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText('Product added to Cart!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    // Only the product and the quantity: the server reads title and price from the catalogue.
    expect(callsTo('/addcart').map((call) => call.body)).toEqual([
      { proId: shake._id, quantity: 1 },
    ]);
  });

  it('offers no Add to Cart while offline, saying why, and again once back online', async () => {
    const { callsTo } = openProductSignedIn();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());

    const comeBack = goOffline();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You are offline. Connect to order.');
    fireEvent.click(add);
    expect(callsTo('/addcart')).toEqual([]);

    comeBack();
    expect(add).toBeEnabled();
    expect(screen.queryByText('You are offline. Connect to order.')).not.toBeInTheDocument();
  });

  it('adds the quantity chosen with the stepper, from 1 up to at most 10', async () => {
    const { user, router, callsTo } = openProductSignedIn();
    const stepper = within(
      await screen.findByRole('group', { name: 'Quantity of Peanut Power Shake' }),
    );
    const quantity = stepper.getByRole('status', { name: 'Quantity of Peanut Power Shake' });
    const less = stepper.getByRole('button', { name: 'One less Peanut Power Shake' });
    const more = stepper.getByRole('button', { name: 'One more Peanut Power Shake' });
    expect(quantity).toHaveTextContent('1');
    expect(quantity).toHaveAttribute('aria-live', 'polite');
    await user.click(less);
    expect(quantity).toHaveTextContent('1');
    expect(less).toHaveAttribute('aria-disabled', 'true');

    for (let press = 0; press < 11; press += 1) await user.click(more);
    expect(quantity).toHaveTextContent('10');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await user.click(less);
    await user.click(less);
    expect(quantity).toHaveTextContent('8');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product added to Cart!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(callsTo('/addcart').map((call) => call.body)).toEqual([
      { proId: shake._id, quantity: 8 },
    ]);
  });

  it('adds once for a double click on a first add, saying Product added to Cart!', async () => {
    const { callsTo } = openProductSignedIn();
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    const release = holdRequests('/addcart');
    // Both clicks of a double click arrive before the screen can show the button disabled.
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(add).toBeDisabled());
    release();
    expect(await screen.findByText('Product added to Cart!')).toBeInTheDocument();
    expect(screen.queryByText('Product already in Cart!')).not.toBeInTheDocument();
    expect(callsTo('/addcart')).toHaveLength(1);
  });

  it('says Product already in Cart! on a 409 and still goes to /cart', async () => {
    const { user, router } = openProductSignedIn({
      'POST /addcart': apiFailure(409, 'CONFLICT', 'Product already in cart'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product already in Cart!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('says Something went wrong and stays when the server fails', async () => {
    const { user, router } = openProductSignedIn({
      'POST /addcart': apiFailure(500, 'INTERNAL', 'Internal server error'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/product/${shake._id}`);
  });

  it('turns the heart red and back, saving the whole favourites list each time', async () => {
    const { user, api } = openProductSignedIn();
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    await waitFor(() => expect(api.state.favourites).toHaveLength(1));

    await user.click(heart);
    expect(await screen.findByText('Product added to Favorites!')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveClass('favourite-toggle--on');
    expect(api.state.favourites).toEqual([toFavourite(bowl), toFavourite(shake)]);

    await user.click(heart);
    expect(await screen.findByText('Product removed from Favorites!')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(api.state.favourites).toEqual([toFavourite(bowl)]);
  });

  it('turns the heart on and off again for two clicks made while the list is still loading', async () => {
    const release = holdRequests('/getfav');
    const { api, callsTo } = openProductSignedIn();
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    await waitFor(() => expect(heart).toBeEnabled());
    fireEvent.click(heart);
    fireEvent.click(heart);
    release();

    await waitFor(() => expect(callsTo('/addfav')).toHaveLength(2));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    // The second save undoes the first: the list ends as it was read.
    expect(api.state.favourites).toEqual([toFavourite(bowl)]);
  });

  it('shows the heart red for a product already in the favourites', async () => {
    openProductSignedIn({}, [toFavourite(shake)]);
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
  });

  it('never replaces a favourites list it could not read', async () => {
    const { user, callsTo } = openProductSignedIn({
      'POST /getfav': apiFailure(500, 'INTERNAL', 'Internal server error'),
    });
    await user.click(await screen.findByRole('button', { name: 'Favourite' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(callsTo('/addfav')).toHaveLength(0);
  });

  it('says Something went wrong when the favourites cannot be saved, and the heart goes back', async () => {
    const { user } = openProductSignedIn({
      'POST /addfav': apiFailure(500, 'INTERNAL', 'Internal server error'),
    });
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    await user.click(heart);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });
});
