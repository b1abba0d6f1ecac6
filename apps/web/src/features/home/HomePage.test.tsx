import { screen, within } from '@testing-library/react';
import { stubApi } from '../../test/fetch-stub';
import { makeCatalogue } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const catalogue = makeCatalogue();

const sectionCards = (name: string) =>
  within(screen.getByRole('region', { name })).getAllByRole('article');

async function openHome() {
  stubApi({ 'GET /getproducts': { body: catalogue } });
  const app = renderApp('/');
  await screen.findByRole('region', { name: 'Meals' });
  return app;
}

describe('home page', () => {
  it('says so and offers Try again when the catalogue cannot be fetched, not empty sections', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isDown = true;
    stubApi({
      'GET /getproducts': () =>
        isDown
          ? { status: 503, body: { success: false, message: 'Unavailable', code: 'UNAVAILABLE' } }
          : { body: catalogue },
    });
    const { user } = renderApp('/');

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('The menu could not be loaded.');
    expect(screen.queryByText(/Fresh picks are on their way/)).not.toBeInTheDocument();

    isDown = false;
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(
      within(await screen.findByRole('region', { name: 'Meals' })).getAllByRole('article'),
    ).toHaveLength(4);
  });

  it('links Shop Now to the product list', async () => {
    await openHome();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  });

  it.each([
    ['Meals', 'Meals'],
    ['Smoothies', 'Smoothie'],
    ['Our Delicious Appetizers', 'Appetizer'],
  ])('the %s section shows the first 4 products of category %s', async (section, category) => {
    await openHome();
    const cards = sectionCards(section);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      [1, 2, 3, 4].map((n) => `${category} ${n}`),
    );
  });

  it('animates cards for 1000 ms after 300 ms, appetizers alternating sides', async () => {
    await openHome();
    const meals = sectionCards('Meals');
    for (const card of meals) {
      expect(card).toHaveAttribute('data-aos-duration', '1000');
      expect(card).toHaveAttribute('data-aos-delay', '300');
    }
    expect(
      sectionCards('Our Delicious Appetizers').map((card) => card.getAttribute('data-aos')),
    ).toEqual(['fade-right', 'fade-left', 'fade-right', 'fade-left']);
  });

  it('animates every appetizer from the same side at 768 px or less', async () => {
    const desktopMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...desktopMatchMedia(query),
      matches: query === '(max-width: 768px)',
    });
    try {
      await openHome();
      const sides = sectionCards('Our Delicious Appetizers').map((card) =>
        card.getAttribute('data-aos'),
      );
      expect(new Set(sides).size).toBe(1);
    } finally {
      window.matchMedia = desktopMatchMedia;
    }
  });

  it('has the View All Products button under the appetizers and 3 blog cards linking to /blog', async () => {
    await openHome();
    const appetizers = screen.getByRole('region', { name: 'Our Delicious Appetizers' });
    // The spec's button, still a real link to /products underneath (crawlable, prerendered).
    const viewAll = within(appetizers).getByRole('button', { name: 'View All Products' });
    expect(viewAll.tagName).toBe('A');
    expect(viewAll).toHaveAttribute('href', '/products');

    const blog = screen.getByRole('region', { name: 'From our blog' });
    const links = within(blog).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/blog');
  });
});
