import { screen, within } from '@testing-library/react';
import { makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const dashboardNav = () => screen.getByRole('navigation', { name: 'Dashboard' });

describe('dashboard', () => {
  beforeEach(() => window.localStorage.clear());

  it.each(['/dashboard', '/dash'])('%s greets the signed-in user by name', async (path) => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ userName: 'Asha Rao' })) });
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Rao!' }),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in, with a link to /login', async () => {
    stubApi({});
    renderApp('/dashboard');
    const main = screen.getByRole('main');
    expect(
      within(main).getByText('Please log in to see your profile, orders and favourites.'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('heading', { name: /^Hello/ })).not.toBeInTheDocument();
  });

  it('waits for the stored session before deciding who is there', async () => {
    let answer: (() => void) | undefined;
    const asha = makeUser({ userName: 'Asha Rao' });
    stubApi({ 'POST /getuser': storeSessionOf(asha) });
    const held = new Promise<void>((resolve) => (answer = resolve));
    const stubbedFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await held;
      return stubbedFetch(...args);
    });
    renderApp('/dashboard');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('status')).toHaveTextContent('Loading');
    expect(within(main).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    // Nor does the nav flash 'Log in' at a user who is about to be recognised.
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Hello, Asha Rao!' })).toBeInTheDocument();
  });

  it.each([
    [
      '/dashboard',
      ['/dashboard', '/dashboard/profile', '/dashboard/orders', '/dashboard/favourites'],
    ],
    ['/dash', ['/dash', '/dash/profile', '/dash/orders', '/dash/favourites']],
  ])('%s has the sidebar Dashboard, Profile, Orders, Favourites', async (path, hrefs) => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser()) });
    renderApp(path);
    await screen.findByRole('heading', { name: /^Hello/ });
    const links = within(dashboardNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Profile',
      'Orders',
      'Favourites',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(hrefs);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
  });

  it('moves between views from the sidebar', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser()) });
    const { router, user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: /^Hello/ });

    await user.click(within(dashboardNav()).getByRole('link', { name: 'Profile' }));
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();

    await user.click(within(dashboardNav()).getByRole('link', { name: 'Orders' }));
    expect(router.state.location.pathname).toBe('/dashboard/orders');
    expect(within(dashboardNav()).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(dashboardNav()).getByRole('link', { name: 'Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByRole('heading', { name: /^Hello/ })).toBeInTheDocument();
  });
});
