import { screen, waitFor, within } from '@testing-library/react';
import { makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { fakeShopApi, toFavourite } from '../../test/shop-api';

const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 249);
const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);

function openFavourites(favourites = [toFavourite(shake), toFavourite(bowl)]) {
  const api = fakeShopApi({ favourites });
  stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake, bowl] },
    ...api.routes,
  });
  return { ...renderApp('/dashboard/favourites'), api };
}

const card = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title });
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
