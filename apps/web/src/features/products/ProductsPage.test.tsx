import { screen, within } from '@testing-library/react';
import { stubApi } from '../../test/fetch-stub';
import { makeCatalogue, makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const catalogue = makeCatalogue();
/** Card titles are h2s: the page's h1 is the only heading above them (axe heading-order). */
const titlesIn = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

async function openProducts() {
  stubApi({ 'GET /getproducts': { body: catalogue } });
  const app = renderApp('/products');
  await screen.findByText('Smoothie 1');
  return app;
}

describe('product list tabs', () => {
  it('offers the five tabs in order and starts on All, showing every product', async () => {
    await openProducts();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All',
      'Smoothies',
      'Shakes',
      'Appetizers',
      'Meals',
    ]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(titlesIn(screen.getByRole('tabpanel'))).toHaveLength(catalogue.length);
  });

  it.each([
    ['Smoothies', 'Smoothie'],
    ['Shakes', 'Shakes'],
    ['Appetizers', 'Appetizer'],
    ['Meals', 'Meals'],
  ])('the %s tab filters on category %s', async (label, category) => {
    const { user } = await openProducts();
    await user.click(screen.getByRole('tab', { name: label }));

    expect(screen.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    const expected = catalogue
      .filter((product) => product.category === category)
      .map((product) => product.title);
    expect(titlesIn(screen.getByRole('tabpanel'))).toEqual(expected);
  });

  it('goes back to every product with the All tab', async () => {
    const { user } = await openProducts();
    await user.click(screen.getByRole('tab', { name: 'Meals' }));
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(titlesIn(screen.getByRole('tabpanel'))).toHaveLength(catalogue.length);
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = await openProducts();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Smoothies' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Smoothies' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Meals' })).toHaveAttribute('aria-selected', 'true');
  });

  it('gives each card its image, title, description and a View more button to the product', async () => {
    await openProducts();
    const [first] = catalogue;
    const card = screen.getByRole('article', { name: first?.title });
    expect(within(card).getByRole('img', { name: first?.title })).toHaveAttribute(
      'src',
      first?.imageUrl,
    );
    expect(within(card).getByText(first?.description ?? '')).toBeInTheDocument();
    const viewMore = within(card).getByRole('button', { name: 'View more' });
    expect(viewMore.tagName).toBe('A');
    expect(viewMore).toHaveAttribute('href', `/product/${first?._id}`);
  });

  it('opens the product with Space on View more, as a button does', async () => {
    const { user, router } = await openProducts();
    const [first] = catalogue;
    within(screen.getByRole('article', { name: first?.title }))
      .getByRole('button', { name: 'View more' })
      .focus();
    await user.keyboard(' ');
    expect(router.state.location.pathname).toBe(`/product/${first?._id}`);
  });

  it('prices each card in whole rupees, without paise', async () => {
    stubApi({
      'GET /getproducts': {
        body: [
          makeProduct('Shakes', 'Peanut Power Shake', 349),
          makeProduct('Meals', 'Family Protein Platter', 1249),
        ],
      },
    });
    renderApp('/products');
    const shake = await screen.findByRole('article', { name: 'Peanut Power Shake' });
    expect(within(shake).getByText('₹349')).toBeInTheDocument();
    const platter = screen.getByRole('article', { name: 'Family Protein Platter' });
    expect(within(platter).getByText('₹1,249')).toBeInTheDocument();
  });

  it('says an empty tab is empty, not filtered, when only the order was chosen', async () => {
    stubApi({ 'GET /getproducts': { body: [makeProduct('Meals', 'Paneer Thali')] } });
    renderApp('/products?category=Smoothie&sort=protein');
    expect(
      await screen.findByText('No products to show right now. Please check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No products match these filters')).not.toBeInTheDocument();
  });

  it('says so and offers Try again when the catalogue cannot be fetched, not an empty shop', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isDown = true;
    stubApi({
      'GET /getproducts': () =>
        isDown
          ? { status: 500, body: { success: false, message: 'boom', code: 'INTERNAL' } }
          : { body: catalogue },
    });
    const { user } = renderApp('/products');

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('The menu could not be loaded.');
    expect(screen.queryByText(/No products to show right now/)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Could not load the products', expect.anything());

    isDown = false;
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Smoothie 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
