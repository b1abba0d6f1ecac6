import { act, screen, waitFor, within } from '@testing-library/react';
import { dehydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { App, restorePrerenderedQueries } from './App';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { preloadPages } from './lazy-page';
import { appRoutes } from './routes';
import { buildSearchIndex, searchRanks } from '../features/products/search-index';
import { seededCatalogue } from '../prerender/seeded-catalogue';
import { getProductsQueryOptions } from '../shared/api/get-products';
import { createQueryClient } from '../shared/api/query-client';
import { stubApi } from '../test/fetch-stub';

/**
 * /products as the build renders it (prerender/entry-server.tsx: a visitor, the seeded
 * catalogue, the plain path), with the queries it writes into the page. renderToString rather
 * than the build's react-dom/static prerender: in this test DOM, that one leaves react-router's
 * contexts set behind it, and the app rendered next believes it is inside a router.
 */
function prerenderProducts() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getProductsQueryOptions().queryKey, seededCatalogue(), {
    updatedAt: 1,
  });
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouter location="/products">
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { html, queries: dehydrate(queryClient) };
}

/**
 * The browser's side of a prerendered /products, as main.tsx runs it: the build's HTML in #root,
 * its queries restored, the page's code loaded, then hydrateRoot in a transition at `url`,
 * on the clock's `openedAt` (now unless told). Answers what React reported about the HTML it was
 * given.
 */
async function hydrateProductsAt(url: string, openedAt?: Date) {
  await preloadPages(appRoutes, '/products');
  const page = prerenderProducts();
  if (openedAt) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(openedAt);
  }
  stubApi({ 'GET /getproducts': { body: seededCatalogue() } });
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.html;
  document.body.append(container);
  const prerenderedHeading = container.querySelector('h1');

  // A mismatch is a recoverable error (the page is rendered afresh) or, for an attribute, a
  // console error; either is React's #418 in a production build.
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  restorePrerenderedQueries(page.queries);
  let root!: Root;
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
  });
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
    vi.useRealTimers();
  });
  return { container, prerenderedHeading, problems };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const countOf = (shown: number) => (shown === 1 ? '1 product' : `${shown} products`);
/** The products whose cards the list shows, sorted. */
const shownIds = (container: HTMLElement) =>
  within(container)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-labelledby')?.replace(/^product-(.*)-title$/, '$1'))
    .sort();

describe('a prerendered /products, hydrated in the browser', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('adopts the HTML at the plain URL, showing the whole menu', async () => {
    const { container, prerenderedHeading, problems } = await hydrateProductsAt('/products');

    expect(problems).toEqual([]);
    expect(container.querySelector('h1')).toBe(prerenderedHeading);
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(within(container).getByText('28 products')).toBeInTheDocument();
  });

  it('adopts the HTML at a URL with filters, then shows the list the URL asks for', async () => {
    const { container, prerenderedHeading, problems } = await hydrateProductsAt(
      '/products?category=Meals&veg=1&sort=protein',
    );

    expect(problems).toEqual([]);
    expect(container.querySelector('h1')).toBe(prerenderedHeading);
    await waitFor(() => expect(tab('Meals')).toHaveAttribute('aria-selected', 'true'));
    const vegMeals = seededCatalogue().filter(
      (product) => product.category === 'Meals' && product.diet === 'veg',
    );
    expect(within(container).getByText(countOf(vegMeals.length))).toBeInTheDocument();
    expect(shownIds(container)).toEqual(vegMeals.map((product) => product._id).sort());
    expect(screen.getByRole('checkbox', { name: /Veg only/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('protein');
    expect(window.location.search).toBe('?category=Meals&veg=1&sort=protein');
  });

  it('adopts the HTML at a URL with a search, then shows what it finds', async () => {
    const { container, prerenderedHeading, problems } =
      await hydrateProductsAt('/products?q=paneer');

    expect(problems).toEqual([]);
    expect(container.querySelector('h1')).toBe(prerenderedHeading);
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('paneer'),
    );
    const catalogue = seededCatalogue();
    const found = [...(searchRanks(buildSearchIndex(catalogue), 'paneer')?.keys() ?? [])];
    expect(found.length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(within(container).getByText(countOf(found.length))).toBeInTheDocument(),
    );
    expect(shownIds(container)).toEqual(found.sort());
  });

  it('adopts the HTML in a year after the build, then says that year', async () => {
    const nextYear = __BUILD_YEAR__ + 1;
    const { container, prerenderedHeading, problems } = await hydrateProductsAt(
      '/products',
      new Date(`${nextYear}-06-01T12:00:00+05:30`),
    );

    expect(problems).toEqual([]);
    expect(container.querySelector('h1')).toBe(prerenderedHeading);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${nextYear} GymFuel. All rights reserved.`,
    );
  });
});
