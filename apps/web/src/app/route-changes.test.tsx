import { act, screen, waitFor, within } from '@testing-library/react';
import { makeUser, storeSessionOf } from '../test/account-fixtures';
import { holdRequests, stubApi } from '../test/fetch-stub';
import { makeProduct } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const shake = makeProduct('Shakes', 'Classic Chocolate Whey Shake', 249);

const asha = makeUser({ userName: 'Asha Rao', email: 'asha@example.com' });

/** Signed in, so that the shoppers' screens show rather than send to /login. */
const openApp = (path: string) => {
  stubApi({ 'POST /getuser': storeSessionOf(asha), 'GET /getproducts': { body: [shake] } });
  return renderApp(path, { strict: true });
};

/** The polite live region the layout announces page changes in. */
const expectAnnounced = (title: string) =>
  expect(screen.getByText(title)).toHaveAttribute('aria-live', 'polite');

describe('route changes', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['/', 'GymFuel'],
    ['/products', 'Products | GymFuel'],
    ['/cart', 'Cart | GymFuel'],
    ['/dashboard', 'Dashboard | GymFuel'],
    ['/dash/profile', 'Profile | GymFuel'],
    ['/dashboard/favourites', 'Favourites | GymFuel'],
    ['/terms&conditions', 'Terms and Conditions | GymFuel'],
    ['/no-such-page', 'Page Not Found | GymFuel'],
  ])('names %s %s', (path, title) => {
    openApp(path);
    expect(document.title).toBe(title);
  });

  it('keeps the one title, meta description and canonical link of the head on the page shown', async () => {
    const { router } = openApp('/');
    const head = () => ({
      title: document.title,
      descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
        meta.getAttribute('content'),
      ),
      canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute('href'),
      ),
    });
    expect(head()).toEqual({
      title: 'GymFuel',
      descriptions: [
        'GymFuel: healthy smoothies, shakes, appetizers and fresh meals, delivered to your gym.',
      ],
      canonicals: ['http://localhost:5173/'],
    });

    // A filtered menu is the menu: its canonical link has no query string.
    await act(() => router.navigate('/products?veg=1'));
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });
    expect(head()).toEqual({
      title: 'Products | GymFuel',
      descriptions: [
        'The GymFuel menu: smoothies, protein shakes, appetizers and meals, each with its price, nutrition label and allergens.',
      ],
      canonicals: ['http://localhost:5173/products'],
    });

    await act(() => router.navigate(`/product/${shake._id}`));
    await screen.findByRole('heading', { level: 1, name: 'Classic Chocolate Whey Shake' });
    expect(head()).toEqual({
      title: 'Classic Chocolate Whey Shake | GymFuel',
      descriptions: ['Classic Chocolate Whey Shake: freshly made and protein-rich.'],
      canonicals: [`http://localhost:5173/product/${shake._id}`],
    });

    // A signed-in screen has no words of its own for a search result: the shop's.
    await act(() => router.navigate('/cart'));
    await waitFor(() => expect(document.title).toBe('Cart | GymFuel'));
    expect(head()).toEqual({
      title: 'Cart | GymFuel',
      descriptions: [
        'GymFuel: healthy smoothies, shakes, appetizers and fresh meals, delivered to your gym.',
      ],
      canonicals: ['http://localhost:5173/cart'],
    });
  });

  it('leaves focus and the announcer alone on the first load', async () => {
    openApp('/blog');
    await screen.findByRole('heading', { level: 1, name: 'Eat well, train better' });
    expect(document.body).toHaveFocus();
    expect(screen.queryByText('Blog | GymFuel')).not.toBeInTheDocument();
  });

  it('moves focus to the new page’s heading and announces its title after a navigation', async () => {
    const { user } = openApp('/blog');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Products',
      }),
    );

    const heading = await screen.findByRole('heading', { level: 1, name: 'Our Products' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Products | GymFuel');
    expectAnnounced('Products | GymFuel');
  });

  it('waits for a heading that shows once the page’s data has come', async () => {
    const { router } = openApp('/blog');
    const releaseProducts = holdRequests('/getproducts');
    await act(() => router.navigate(`/product/${shake._id}`));
    // The blog's heading stays until the product page's code has come (routes.tsx).
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument(),
    );

    releaseProducts();

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Classic Chocolate Whey Shake',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expectAnnounced('Classic Chocolate Whey Shake | GymFuel');
  });
});
