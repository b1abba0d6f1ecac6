import type { Product } from '@gymfuel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi, type StubReply } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { fakeShopApi, makeCartItem, toFavourite } from '../../test/shop-api';

/** docs/product.md#menu: what a shopper sees of a product the owner marked sold out. */
const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 249);
const soldOutBowl: Product = {
  ...makeProduct('Meals', 'Quinoa Power Bowl', 329),
  available: false,
};

function openShop(
  path: string,
  {
    catalogue = [shake, soldOutBowl],
    routes = {},
    cart = [],
  }: {
    catalogue?: Product[] | (() => Product[]);
    routes?: Record<string, StubReply>;
    cart?: ReturnType<typeof makeCartItem>[];
  } = {},
) {
  const api = fakeShopApi({ cart, favourites: [toFavourite(shake), toFavourite(soldOutBowl)] });
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': () => ({
      body: typeof catalogue === 'function' ? catalogue() : catalogue,
    }),
    ...api.routes,
    ...routes,
  });
  const callsTo = (callPath: string) => calls.filter((call) => call.path === callPath);
  return { ...renderApp(path), callsTo };
}

/** The list item or card around a product's title. */
async function around(title: string, selector: string) {
  const heading = await screen.findByRole('heading', { name: title });
  const container = heading.closest<HTMLElement>(selector);
  if (!container) throw new Error(`nothing around ${title}`);
  return within(container);
}

describe('a sold-out product', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows Sold out on its card in the product list, and only there', async () => {
    openShop('/products');
    expect((await around('Quinoa Power Bowl', 'article')).getByText('Sold out')).toBeVisible();
    expect((await around('Peanut Power Shake', 'article')).queryByText('Sold out')).toBeNull();
  });

  it('shows Sold out on its page, with Add to Cart disabled and described by it', async () => {
    const { user, callsTo } = openShop(`/product/${soldOutBowl._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quinoa Power Bowl' }),
    ).toBeVisible();
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(screen.getByText('Sold out')).toBeVisible();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Sold out');
    await user.click(add);
    expect(callsTo('/addcart')).toHaveLength(0);
  });

  it('keeps Add to Cart enabled on the page of a product on sale', async () => {
    openShop(`/product/${shake._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Peanut Power Shake' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
    expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
  });

  it('sold out since the page loaded: says so in the server’s words, stays, and shows Sold out', async () => {
    let catalogue = [shake, soldOutBowl];
    const { user, router } = openShop(`/product/${shake._id}`, {
      catalogue: () => catalogue,
      routes: { 'POST /addcart': apiFailure(409, 'CONFLICT', 'This item is sold out today') },
    });
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await waitFor(() => expect(add).toBeEnabled());
    catalogue = [{ ...shake, available: false }, soldOutBowl];
    await user.click(add);

    expect(await screen.findByText('This item is sold out today')).toBeInTheDocument();
    expect(await screen.findByText('Sold out')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(router.state.location.pathname).toBe(`/product/${shake._id}`);
    expect(screen.queryByText('Product already in Cart!')).not.toBeInTheDocument();
  });

  it('disables its Add to Cart among the favourites, and shows Sold out', async () => {
    openShop('/dashboard/favourites');
    const bowlCard = await around('Quinoa Power Bowl', 'li');
    expect(bowlCard.getByText('Sold out')).toBeVisible();
    expect(bowlCard.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    const shakeCard = await around('Peanut Power Shake', 'li');
    expect(shakeCard.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows Sold out on its cart line, which can still be removed', async () => {
    openShop('/cart', {
      cart: [makeCartItem(asha, shake, 1), makeCartItem(asha, soldOutBowl, 2)],
    });
    const bowlLine = await around('Quinoa Power Bowl', 'li');
    expect(await bowlLine.findByText('Sold out')).toBeVisible();
    expect(bowlLine.getByRole('button', { name: 'Remove' })).toBeEnabled();
    expect((await around('Peanut Power Shake', 'li')).queryByText('Sold out')).toBeNull();
  });
});
