import { screen, within } from '@testing-library/react';
import { stubApi } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const shake = makeProduct('Shakes', 'Peanut Power Shake', 249);
const salad = makeProduct('Meals', 'Quinoa Power Bowl', 329);

async function openProduct(id: string) {
  const calls = stubApi({ 'GET /getproducts': { body: [salad, shake] } });
  const app = renderApp(`/product/${id}`);
  return { ...app, calls };
}

describe('product detail', () => {
  it('shows the image, title, description and price in rupees, and links to the cart', async () => {
    await openProduct(shake._id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Peanut Power Shake' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Peanut Power Shake' })).toHaveAttribute(
      'src',
      shake.imageUrl,
    );
    expect(screen.getByText(shake.description)).toBeInTheDocument();
    expect(screen.getByText('₹249')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  });

  it.each([
    ['the product', shake._id, 'Peanut Power Shake | GymFuel'],
    ['a product that is not found', 'ffffffffffffffffffffffff', 'Product not found | GymFuel'],
  ])('names the page after %s', async (_what, id, title) => {
    await openProduct(id);
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe(title);
  });

  it('finds a product whose id was typed in upper case', async () => {
    await openProduct(shake._id.toUpperCase());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Peanut Power Shake' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['an unknown id', 'ffffffffffffffffffffffff'],
    ['a malformed id', 'not-an-id'],
  ])('shows Product not found for %s', async (_what, id) => {
    await openProduct(id);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });

  it('says so and offers Try again when the catalogue cannot be fetched, not Product not found', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isDown = true;
    stubApi({
      'GET /getproducts': () =>
        isDown
          ? { status: 500, body: { success: false, message: 'boom', code: 'INTERNAL' } }
          : { body: [salad, shake] },
    });
    const { user } = renderApp(`/product/${shake._id}`);

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('The product could not be loaded.');
    expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
    expect(document.title).toBe('Product | GymFuel');
    expect(logged).toHaveBeenCalledWith('Could not load the products', expect.anything());

    isDown = false;
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Peanut Power Shake' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['Add to Cart', 'button', 'Add to Cart'],
    ['the heart', 'button', 'Favourite'],
  ])(
    'sends a visitor pressing %s to /login with Please login first!',
    async (_what, role, name) => {
      const { user, router, calls } = await openProduct(shake._id);
      await user.click(await screen.findByRole(role, { name }));

      expect(router.state.location.pathname).toBe('/login');
      expect(await screen.findByText('Please login first!')).toBeInTheDocument();
      // A visitor's press never reaches the cart or favourites API (the login screen may read /config).
      expect(calls.map((call) => call.path).filter((path) => path !== '/config')).toEqual([
        '/getproducts',
      ]);
    },
  );
});
