import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { holdRequests, stubApi, type StubReply } from '../../test/fetch-stub';
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
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Hello, Asha Rao!' })).toBeInTheDocument();
  });

  it.each([
    [
      '/dashboard',
      [
        '/dashboard',
        '/dashboard/profile',
        '/dashboard/orders',
        '/dashboard/favourites',
        '/dashboard/goals',
      ],
    ],
    ['/dash', ['/dash', '/dash/profile', '/dash/orders', '/dash/favourites', '/dash/goals']],
  ])('%s has the sidebar Dashboard, Profile, Orders, Favourites, Goals', async (path, hrefs) => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser()) });
    renderApp(path);
    await screen.findByRole('heading', { name: /^Hello/ });
    const links = within(dashboardNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Profile',
      'Orders',
      'Favourites',
      'Goals',
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
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();

    await user.click(within(dashboardNav()).getByRole('link', { name: 'Orders' }));
    expect(router.state.location.pathname).toBe('/dashboard/orders');
    await waitFor(() =>
      expect(within(dashboardNav()).getByRole('link', { name: 'Orders' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );

    await user.click(within(dashboardNav()).getByRole('link', { name: 'Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('heading', { name: /^Hello/ })).toBeInTheDocument();
  });
});

describe('the banner asking to verify the e-mail', () => {
  beforeEach(() => window.localStorage.clear());

  const unverified = makeUser({ email: 'asha@example.com', emailVerified: false });
  const banner = () => screen.getByRole('region', { name: 'Please verify your e-mail' });
  const resendButton = () =>
    within(banner()).getByRole('button', { name: /Resend e-mail|Sending/ });

  async function openDashboard(resendReply: StubReply, path = '/dashboard') {
    const calls = stubApi({
      'POST /getuser': storeSessionOf(unverified),
      'POST /verify-email/resend': resendReply,
    });
    const app = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    const resendCalls = () => calls.filter((call) => call.path === '/verify-email/resend');
    return { ...app, resendCalls };
  }

  it('is not shown to a user whose e-mail is verified', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ emailVerified: true })) });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: /^Hello/ });
    expect(screen.queryByText('Please verify your e-mail')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend e-mail' })).not.toBeInTheDocument();
  });

  it.each(['/dashboard', '/dashboard/profile'])(
    'sits above the view on %s and names the address',
    async (path) => {
      await openDashboard({}, path);
      expect(banner()).toHaveTextContent(
        'Open the link we sent to asha@example.com to confirm it is yours',
      );
      expect(resendButton()).toHaveAccessibleName('Resend e-mail');
    },
  );

  it('mails a new link with POST /verify-email/resend and says so', async () => {
    const { resendCalls, user } = await openDashboard({
      body: { success: true, message: 'A new verification e-mail is on its way.' },
    });
    await user.click(resendButton());
    expect(await within(banner()).findByRole('status')).toHaveTextContent(
      'A new verification e-mail is on its way.',
    );
    expect(resendCalls()).toEqual([
      expect.objectContaining({ method: 'POST', credentials: 'include', body: {} }),
    ]);
  });

  it.each([
    [
      'the rate limit',
      apiFailure(
        429,
        'TOO_MANY_REQUESTS',
        'Too many e-mails asked for, please try again in an hour',
      ),
      'Too many e-mails asked for, please try again in an hour',
    ],
    [
      'a server error',
      apiFailure(500, 'INTERNAL', 'Internal server error'),
      'Something went wrong!',
    ],
  ])('reports %s', async (_case, reply, message) => {
    const { user } = await openDashboard(reply);
    await user.click(resendButton());
    expect(await within(banner()).findByRole('alert')).toHaveTextContent(message);
    expect(within(banner()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('goes away when the address was verified meanwhile (the link opened in another tab)', async () => {
    const signedIn = storeSessionOf(unverified);
    let verifiedElsewhere = false;
    const calls = stubApi({
      'POST /getuser': () =>
        verifiedElsewhere
          ? { body: { success: true, data: { ...unverified, emailVerified: true } } }
          : signedIn,
      'POST /verify-email/resend': apiFailure(409, 'CONFLICT', 'Your e-mail is already verified'),
    });
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    verifiedElsewhere = true;

    await user.click(resendButton());

    await waitFor(() =>
      expect(screen.queryByText('Please verify your e-mail')).not.toBeInTheDocument(),
    );
    expect(calls.filter((call) => call.path === '/getuser')).toHaveLength(2);
  });

  it('sends one request for a double click, with the button disabled meanwhile', async () => {
    const { resendCalls } = await openDashboard({
      body: { success: true, message: 'A new verification e-mail is on its way.' },
    });
    const release = holdRequests('/verify-email/resend');
    // Both clicks before any re-render, as a browser delivers a double click.
    fireEvent.click(resendButton());
    fireEvent.click(resendButton());
    await waitFor(() => expect(resendButton()).toBeDisabled());
    expect(resendButton()).toHaveTextContent('Sending…');
    release();

    expect(await within(banner()).findByRole('status')).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
    expect(resendCalls()).toHaveLength(1);
  });
});
