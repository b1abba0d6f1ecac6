import { act, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi, type StubReply } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { goOffline } from '../../test/network';
import { renderApp } from '../../test/render-app';
import {
  readCheckoutState,
  setCheckoutAddress,
  startCheckout,
} from '../../shared/checkout/checkout-state';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('app start: the stored session', () => {
  beforeEach(() => window.localStorage.clear());

  it('with nothing stored, asks nothing and shows a visitor Log in', async () => {
    const calls = stubApi({ 'GET /getproducts': { body: [] } });
    renderApp('/contact');
    expect(within(mainNav()).getByRole('button', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(mainNav()).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/getuser')).toHaveLength(0);
  });

  it('checks the stored session with POST /getuser and signs the user in', async () => {
    const asha = makeUser({ userPhoto: 'avatar-3' });
    const calls = stubApi({ 'POST /getuser': storeSessionOf(asha) });
    renderApp('/contact');

    const nav = mainNav();
    expect(await within(nav).findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    // In the bar, outside the collapsible Main menu (app/layout/NavCart).
    expect(screen.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
    const profile = within(nav).getByRole('link', { name: 'Your dashboard' });
    expect(profile).toHaveAttribute('href', '/dashboard');
    expect(within(profile).getByRole('img')).toHaveAttribute(
      'src',
      '/art/1f9d8-1f3fd-200d-2640-fe0f.webp',
    );
    expect(within(nav).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/getuser')).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: { email: asha.email, sessionId: asha.sessionId },
    });
  });

  it('shows the default placeholder photo for a user without one', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ userPhoto: '' })) });
    renderApp('/contact');
    const profile = await within(mainNav()).findByRole('link', { name: 'Your dashboard' });
    expect(within(profile).getByRole('img')).toHaveAttribute('src', '/art/1f464.webp');
  });

  it.each([
    ['a revoked session (401)', apiFailure(401, 'UNAUTHORIZED', 'Not signed in'), true],
    ['another user (403)', apiFailure(403, 'FORBIDDEN', 'Not yours'), true],
    ['a server error', apiFailure(500, 'INTERNAL', 'Internal server error'), false],
  ])('logs %s and treats the user as signed out', async (_case, reply, forgetsRecord) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSessionOf(makeUser());
    const calls = stubApi({ 'POST /getuser': reply });
    renderApp('/contact');

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Could not restore the stored session', expect.anything()),
    );
    expect(await within(mainNav()).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/getuser')).toHaveLength(1);
    expect(window.localStorage.getItem('auth') === null).toBe(forgetsRecord);
  });

  it('treats a corrupt stored record as signed out without calling the server', async () => {
    window.localStorage.setItem('auth', '{"email":');
    const calls = stubApi({});
    renderApp('/contact');
    expect(within(mainNav()).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/getuser')).toHaveLength(0);
  });
});

describe('app start: a session check that reaches no server', () => {
  beforeEach(() => window.localStorage.clear());

  const shake = makeProduct('Shakes', 'Peanut Power Shake', 249);

  /** The menu opened offline: the browser says so, but nothing heard an 'offline' event. */
  function openProductOffline(sessionReply: StubReply) {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const network = { up: false };
    const calls = stubApi({
      'POST /getuser': () => {
        if (!network.up) throw new TypeError('Failed to fetch');
        return sessionReply;
      },
      'GET /getproducts': { body: [shake] },
      'POST /addcart': { body: { success: true, message: 'Product added to cart' } },
      'GET /getcart': { body: [] },
    });
    const app = renderApp(`/product/${shake._id}`);
    const networkReturns = () => {
      network.up = true;
      onLine.mockRestore();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    };
    const sessionChecks = () => calls.filter((call) => call.path === '/getuser');
    return { ...app, error, networkReturns, sessionChecks };
  }

  it.each([
    ['a page opened offline', false],
    ['a network lost after the check', true],
  ])(
    'shows neither Log in nor Log Out meanwhile and signs the user in once back online (%s)',
    async (_case, heardOffline) => {
      const { error, networkReturns, sessionChecks, user, router } = openProductOffline(
        storeSessionOf(makeUser()),
      );

      await waitFor(() =>
        expect(error).toHaveBeenCalledWith(
          'Could not restore the stored session',
          expect.anything(),
        ),
      );
      // Who is signed in is unknown offline: a returning shopper is not offered Log in.
      expect(within(mainNav()).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
      expect(within(mainNav()).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
      expect(window.localStorage.getItem('auth')).not.toBeNull();
      // TanStack's onlineManager hears 'offline' only when the network goes while the page is open.
      const comeBack = heardOffline ? goOffline() : () => undefined;

      networkReturns();
      comeBack();
      expect(await within(mainNav()).findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
      expect(sessionChecks()).toHaveLength(2);

      const add = await screen.findByRole('button', { name: 'Add to Cart' });
      await waitFor(() => expect(add).toBeEnabled());
      await user.click(add);
      expect(await screen.findByText('Product added to Cart!')).toBeInTheDocument();
      expect(screen.queryByText('Please login first!')).not.toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    },
  );

  it.each([
    ['/cart', '/cart'],
    ['/dashboard/orders', '/dashboard/orders'],
    ['/dashboard/profile', '/dashboard/profile'],
    ['/admin', '/admin'],
    // Signed in, login goes home, as it does online.
    ['/login', '/'],
  ])(
    'keeps a signed-in shopper who opens %s offline on it, saying why it waits, until the network is back (then %s)',
    async (path, pathOnline) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      const network = { up: false };
      const session = storeSessionOf(makeUser());
      stubApi({
        'POST /getuser': () => {
          if (!network.up) throw new TypeError('Failed to fetch');
          return session;
        },
        'GET /getcart': { body: [] },
        'GET /getproducts': { body: [shake] },
        'GET /getorders': { body: [] },
      });
      const { router } = renderApp(path);

      expect(await screen.findByText('You are offline. Connect to order.')).toBeInTheDocument();
      expect(screen.queryByText('Please login first!')).not.toBeInTheDocument();
      expect(screen.queryByText('Log in to see your orders.')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);

      network.up = true;
      onLine.mockRestore();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await within(mainNav()).findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByText('You are offline. Connect to order.')).not.toBeInTheDocument(),
      );
      expect(screen.queryByText('Please login first!')).not.toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe(pathOnline));
    },
  );

  it('does not check again on reconnect when the server said the session is gone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSessionOf(makeUser());
    const calls = stubApi({ 'POST /getuser': apiFailure(401, 'UNAUTHORIZED', 'Not signed in') });
    renderApp('/contact');
    expect(await within(mainNav()).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('auth')).toBeNull());

    goOffline()();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(mainNav()).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/getuser')).toHaveLength(1);
  });
});

describe('logout', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends the e-mail, shows the returned message, clears all of localStorage and the user', async () => {
    const asha = makeUser();
    const calls = stubApi({
      'POST /getuser': storeSessionOf(asha),
      'POST /user/logout': { body: { success: true, message: 'Logged out successfully' } },
      'GET /getproducts': { body: [] },
    });
    window.localStorage.setItem('something-else', 'kept by another screen');
    const { user } = renderApp('/contact');

    await user.click(await within(mainNav()).findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/user/logout')).toMatchObject({
      method: 'POST',
      body: { email: asha.email },
    });
    expect(window.localStorage.length).toBe(0);
    expect(within(mainNav()).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('forgets the order on its way to payment, so the next person in this tab does not see it', async () => {
    const asha = makeUser();
    stubApi({
      'POST /getuser': storeSessionOf(asha),
      'POST /user/logout': { body: { success: true, message: 'Logged out successfully' } },
      'GET /getproducts': { body: [] },
    });
    const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);
    startCheckout({
      lines: [{ proId: bowl._id, quantity: 1 }],
      summary: {
        originalPrice: 329,
        storePickup: 0,
        discountedAmmount: 0,
        tax: 0,
        finalTotal: 329,
      },
      voucherCode: undefined,
    });
    setCheckoutAddress({
      your_name: asha.userName,
      your_email: asha.email,
      gym_name: 'Flex Zone Koramangala',
      city: 'Bengaluru',
      country: 'India',
      phone: '9876543210',
    });
    const { user } = renderApp('/contact');

    await user.click(await within(mainNav()).findByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(readCheckoutState()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
  });

  it.each(['/dashboard/profile', '/cart'])(
    'goes home from the signed-in screen %s without asking the leaver to log in',
    async (path) => {
      stubApi({
        'POST /getuser': storeSessionOf(makeUser()),
        'POST /user/logout': { body: { success: true, message: 'Logged out successfully' } },
        'GET /getcart': { body: [] },
        'GET /getproducts': { body: [] },
      });
      const { router, user } = renderApp(path);
      await user.click(await within(mainNav()).findByRole('button', { name: 'Log Out' }));

      expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByText('Please login first!')).not.toBeInTheDocument();
    },
  );

  it('signs out of Google when its script was loaded', async () => {
    const disableAutoSelect = vi.fn();
    vi.stubGlobal('google', { accounts: { id: { disableAutoSelect } } });
    stubApi({
      'POST /getuser': storeSessionOf(makeUser()),
      'POST /user/logout': { body: { success: true, message: 'Logged out successfully' } },
    });
    const { user } = renderApp('/contact');
    await user.click(await within(mainNav()).findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(disableAutoSelect).toHaveBeenCalledOnce());
  });

  it('only logs a failed logout, and still forgets the session in this browser', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'POST /getuser': storeSessionOf(makeUser()),
      'POST /user/logout': apiFailure(500, 'INTERNAL', 'Internal server error'),
    });
    const { user } = renderApp('/contact');
    await user.click(await within(mainNav()).findByRole('button', { name: 'Log Out' }));

    expect(await within(mainNav()).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Logout failed', expect.anything());
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });
});

describe('a session ended elsewhere', () => {
  beforeEach(() => window.localStorage.clear());

  it('signs this browser out at the first call the server refuses, without a reload', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const asha = makeUser();
    const sessionEnded = apiFailure(
      401,
      'UNAUTHORIZED',
      'Your session has ended, please log in again',
    );
    // Signed in at app start; then 'Sign out of all devices' on the phone ends this session too.
    const signedIn = storeSessionOf(asha);
    let signedOutEverywhere = false;
    const calls = stubApi({
      'POST /getuser': () => (signedOutEverywhere ? sessionEnded : signedIn),
      'POST /updateuser': sessionEnded,
    });
    const { user } = renderApp('/dashboard/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    signedOutEverywhere = true;

    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await within(mainNav()).findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(calls.filter((call) => call.path === '/getuser')).toHaveLength(2);
    expect(error).toHaveBeenCalledWith('Could not restore the stored session', expect.anything());
  });
});
