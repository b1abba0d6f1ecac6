import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InitialEntry } from 'react-router-dom';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { holdRequests, stubApi, type StubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { untilIdle } from '../../test/until-idle';

const asha = makeUser({ userName: 'Asha Rao', email: 'asha@example.com' });
const loggedIn: StubReply = { body: { success: true, message: 'Login successful', data: asha } };

async function openLogin(
  loginReply: StubReply | (() => StubReply) = loggedIn,
  { at = '/login' }: { at?: InitialEntry } = {},
) {
  const calls = stubApi({ 'POST /login': loginReply, 'GET /getproducts': { body: [] } });
  const app = renderApp(at);
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  const logIn = async (email = 'asha@example.com', password = 'protein-rich') => {
    await app.user.type(screen.getByLabelText('Email address'), email);
    await app.user.type(screen.getByLabelText('Password'), password);
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  };
  return { ...app, calls, logIn };
}

describe('login screen', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks for e-mail and password, both required, and links to /signup', async () => {
    const { calls, user } = await openLogin();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email address')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    // The login contract's caps: the e-mail's 254 characters and the login password's 128.
    expect(screen.getByLabelText('Email address')).toHaveAttribute('maxLength', '254');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', '128');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Create an account' }),
    ).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(calls.filter((call) => call.path === '/login')).toHaveLength(0);
  });

  it('logs in with POST /login, keeps the session and goes to /', async () => {
    const { calls, logIn, router } = await openLogin();
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/login')).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: { email: 'asha@example.com', password: 'protein-rich' },
    });
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '')).toEqual({
      email: asha.email,
      sessionId: asha.sessionId,
    });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
        name: 'Log Out',
      }),
    ).toBeVisible();
  });

  it('brings a visitor sent from a signed-in page (a mailed track link) back to it', async () => {
    const { logIn, router, user } = await openLogin(loggedIn, {
      at: '/orders/trackorder/ORD-7?from=mail',
    });
    // The spec's /login, its address unchanged: the way back travels with the navigation.
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    // A visitor without an account yet may go to sign up and back: the way back goes along.
    await user.click(
      within(screen.getByRole('main')).getByRole('link', { name: 'Create an account' }),
    );
    await user.click(await screen.findByRole('link', { name: 'Login in here' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/trackorder/ORD-7'));
    expect(router.state.location.search).toBe('?from=mail');
  });

  it.each([
    'https://evil.example',
    '//evil.example/cart',
    '/\\evil.example',
    'javascript:alert(1)',
    'cart',
    42,
  ])('refuses the way back %s (only this site’s paths) and goes to /', async (returnTo) => {
    const { logIn, router } = await openLogin(loggedIn, {
      at: { pathname: '/login', state: { returnTo } },
    });
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('logs in once on a double click: one session, the one the browser keeps', async () => {
    // Each login starts a new session, as the server does.
    let sessions = 0;
    const { calls, queryClient, router, user } = await openLogin(() => ({
      body: {
        success: true,
        message: 'Login successful',
        data: { ...asha, sessionId: `session-${++sessions}` },
      },
    }));
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'protein-rich');
    const release = holdRequests('/login');
    const logIn = screen.getByRole('button', { name: 'Log in' });
    // Both clicks of a double click arrive before the screen can show the button disabled.
    fireEvent.click(logIn);
    fireEvent.click(logIn);
    await waitFor(() => expect(logIn).toBeDisabled());
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await untilIdle(queryClient);
    expect(calls.filter((call) => call.path === '/login')).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '')).toEqual({
      email: asha.email,
      sessionId: 'session-1',
    });
  });

  it.each([
    ['an unknown e-mail', apiFailure(404, 'NOT_FOUND', 'User not found'), 'User not found'],
    ['a wrong password', apiFailure(401, 'UNAUTHORIZED', 'Wrong password'), 'Incorrect Password'],
    [
      'the rate limit',
      apiFailure(429, 'TOO_MANY_REQUESTS', 'Too many login attempts, try again later'),
      'Too many login attempts, try again later',
    ],
    [
      'a server error',
      apiFailure(500, 'INTERNAL', 'Internal server error'),
      'Something went wrong!',
    ],
  ])('alerts on %s and stays on /login', async (_case, reply, message) => {
    const { logIn, router, user } = await openLogin(reply);
    await logIn();
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveAccessibleDescription(message);
    expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('auth')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes the alert with Escape and gives focus back to Log in', async () => {
    const { logIn, user } = await openLogin(apiFailure(404, 'NOT_FOUND', 'User not found'));
    await logIn();
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('sends an already signed-in user to /', async () => {
    const calls = stubApi({
      'POST /getuser': storeSessionOf(asha),
      'GET /getproducts': { body: [] },
    });
    const { router } = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((call) => call.path === '/login')).toHaveLength(0);
  });
});
