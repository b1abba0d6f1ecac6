import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { holdRequests, stubApi, type StubReply } from '../../test/fetch-stub';
import { makeNutrition, makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { fakeShopApi, toFavourite } from '../../test/shop-api';

const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 249);
const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);

const added: StubReply = { body: { success: true, message: 'Product added to cart' } };

function openFavourites(
  favourites = [toFavourite(shake), toFavourite(bowl)],
  routes: Parameters<typeof stubApi>[0] = {},
) {
  const api = fakeShopApi({ favourites });
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake, bowl] },
    'POST /addcart': added,
    ...api.routes,
    ...routes,
  });
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { ...renderApp('/dashboard/favourites'), api, callsTo };
}

const card = async (title: string) => {
  // An h2 under the view's h1, so no heading level is skipped (axe heading-order).
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${title}`);
  return within(item);
};

describe('dashboard favourites', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows a card per favourite with a link to the product', async () => {
    openFavourites();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Favourites' }),
    ).toBeInTheDocument();
    const shakeCard = await card('Peanut Power Shake');
    expect(shakeCard.getByRole('img', { name: 'Peanut Power Shake' })).toHaveAttribute(
      'src',
      shake.imageUrl,
    );
    expect(shakeCard.getByText(shake.description)).toBeInTheDocument();
    expect(shakeCard.getByRole('link', { name: 'View product' })).toHaveAttribute(
      'href',
      `/product/${shake._id}`,
    );
    expect(shakeCard.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(await card('Quinoa Power Bowl')).toBeTruthy();
  });

  it('shows the price of each favourite in whole rupees', async () => {
    openFavourites();
    expect((await card('Peanut Power Shake')).getByText('₹249')).toBeInTheDocument();
    expect((await card('Quinoa Power Bowl')).getByText('₹329')).toBeInTheDocument();
  });

  it('shows the protein, energy and diet mark the catalogue gives each favourite', async () => {
    const paneerBowl = makeProduct('Meals', 'Paneer Power Bowl', 279, {
      nutrition: makeNutrition({ protein: 31, kcal: 520 }),
      diet: 'veg',
    });
    openFavourites([toFavourite(paneerBowl), toFavourite(shake)], {
      'GET /getproducts': { body: [paneerBowl, shake] },
    });
    const labelled = await card('Paneer Power Bowl');
    expect(await labelled.findByText('31 g protein')).toBeInTheDocument();
    expect(labelled.getByText('520 kcal')).toBeInTheDocument();
    expect(labelled.getByRole('img', { name: 'Veg' })).toBeInTheDocument();
    // The shake has no label yet: no figures rather than made-up ones.
    expect((await card('Peanut Power Shake')).queryByText(/protein$/)).not.toBeInTheDocument();
  });

  it('adds a favourite to the cart with /addcart, says so and goes to /cart', async () => {
    const { user, router, callsTo } = openFavourites();
    await user.click(
      (await card('Quinoa Power Bowl')).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(await screen.findByText('Product added to Cart!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(callsTo('/addcart').map((call) => call.body)).toEqual([
      { proId: bowl._id, quantity: 1 },
    ]);
  });

  it('says Product already in Cart! on a 409 and still goes to /cart', async () => {
    const { user, router } = openFavourites(undefined, {
      'POST /addcart': apiFailure(409, 'CONFLICT', 'Product already in cart'),
    });
    await user.click(
      (await card('Peanut Power Shake')).getByRole('button', { name: 'Add to Cart' }),
    );
    expect(await screen.findByText('Product already in Cart!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends one add for a double click and disables the button while it is on its way', async () => {
    const { callsTo } = openFavourites();
    const release = holdRequests('/addcart');
    const add = (await card('Peanut Power Shake')).getByRole('button', { name: 'Add to Cart' });
    // Both clicks of a double click arrive before the screen can show the button disabled.
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(add).toBeDisabled());
    release();
    expect(await screen.findByText('Product added to Cart!')).toBeInTheDocument();
    expect(screen.queryByText('Product already in Cart!')).not.toBeInTheDocument();
    expect(callsTo('/addcart')).toHaveLength(1);
  });

  it('offers no price and no Add to Cart for a favourite the shop no longer sells', async () => {
    const withdrawn = makeProduct('Smoothie', 'Retired Berry Blast', 199);
    openFavourites([toFavourite(withdrawn)]);
    const retired = await card('Retired Berry Blast');
    expect(retired.queryByText('₹199')).not.toBeInTheDocument();
    expect(retired.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(retired.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('says prices could not be loaded and offers Try again when the catalogue fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isDown = true;
    const { user } = openFavourites(undefined, {
      'GET /getproducts': () =>
        isDown
          ? { status: 500, body: { success: false, message: 'boom', code: 'INTERNAL' } }
          : { body: [shake, bowl] },
    });

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(
      'Prices could not be loaded, so these cannot be added to the cart yet.',
    );
    // The favourites themselves are still listed, and can still be removed.
    const shakeCard = await card('Peanut Power Shake');
    expect(shakeCard.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(shakeCard.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load the products', expect.anything());

    isDown = false;
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(
      await (await card('Peanut Power Shake')).findByRole('button', { name: 'Add to Cart' }),
    ).toBeInTheDocument();
    expect((await card('Peanut Power Shake')).getByText('₹249')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a favourite, saving the rest of the list', async () => {
    const { user, api } = openFavourites();
    await user.click((await card('Peanut Power Shake')).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Product removed from Favorites!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Peanut Power Shake' })).not.toBeInTheDocument(),
    );
    expect(api.state.favourites).toEqual([toFavourite(bowl)]);
  });

  it('invites to explore the products when there are none', async () => {
    openFavourites([]);
    expect(await screen.findByText(/No favourites yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});
