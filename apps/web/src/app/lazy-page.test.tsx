import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage, lazyPagesIn, preloadPages } from './lazy-page';

const Shown = () => <h1>The page</h1>;

/** A lazily loaded page whose module counts its downloads. */
function countedPage() {
  let downloads = 0;
  const Page = lazyPage(async () => {
    downloads += 1;
    return { Shown };
  }, 'Shown');
  return { Page, downloads: () => downloads };
}

describe('lazily loaded pages', () => {
  it('shows the loader, then the page, when its code has not come yet', async () => {
    const { Page } = countedPage();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('renders a page preloaded for its address at once, without suspending, downloading it once', async () => {
    const { Page, downloads } = countedPage();
    const Other = lazyPage(async () => ({ Shown }), 'Shown');
    const routes = [
      { path: '/products', element: <Page /> },
      { path: '/cart', element: <Other /> },
    ];

    await preloadPages(routes, '/products');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );

    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(downloads()).toBe(1);
  });

  it('lists every lazily loaded page of the routes, nested ones once, not a plain React.lazy', () => {
    const { Page: Cart } = countedPage();
    const { Page: Orders } = countedPage();
    const Screen = lazy(async () => ({ default: Shown }));
    const dashboard = { path: '/dashboard', children: [{ path: 'orders', element: <Orders /> }] };
    expect(
      lazyPagesIn([
        { path: '/cart', element: <Cart /> },
        { path: '/about', element: <Shown /> },
        dashboard,
        { ...dashboard, path: '/dash' },
        { path: '/admin/menu', element: <Screen /> },
      ]),
    ).toEqual([Cart, Orders]);
  });
});
