import { clientConfigResponse } from '../../../test/client-config';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiFailure, makeUser } from '../../../test/account-fixtures';
import { stubApi, type StubReply } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { fakeShopApi, toFavourite } from '../../../test/shop-api';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleIdentity } from './google-identity';

const config = (googleClientId: string | null): StubReply =>
  clientConfigResponse({ googleClientId });

/** Stands in for Google Identity Services, as if its script had already loaded. */
function fakeGoogle() {
  let callback: ((response: { credential?: string }) => void) | undefined;
  const identity = {
    initialize: vi.fn(
      (settings: Parameters<GoogleIdentity['initialize']>[0]) => (callback = settings.callback),
    ),
    renderButton: vi.fn((parent: HTMLElement) =>
      parent.append(Object.assign(document.createElement('div'), { textContent: 'Google button' })),
    ),
    disableAutoSelect: vi.fn(),
  };
  vi.stubGlobal('google', { accounts: { id: identity } });
  return { identity, answer: (credential?: string) => callback?.({ credential }) };
}

describe('Google sign-in', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it.each([
    ['/login', 'Continue with Google'],
    ['/signup', 'Sign up with Google'],
  ])('%s shows no %s button when the server has no client id', async (path, label) => {
    const calls = stubApi({ 'GET /config': config(null) });
    renderApp(path);
    await waitFor(() => expect(calls.some((call) => call.path === '/config')).toBe(true));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(document.head.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toBeNull();
  });

  it('shows no button when the config cannot be read', async () => {
    stubApi({ 'GET /config': apiFailure(500, 'INTERNAL', 'Internal server error') });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('loads Google’s script for a configured client id, showing our label until it is ready', async () => {
    stubApi({ 'GET /config': config('shop.apps.googleusercontent.com') });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    const script = document.head.querySelector<HTMLScriptElement>(
      `script[src="${GOOGLE_IDENTITY_SCRIPT}"]`,
    );
    expect(script).not.toBeNull();

    // Offline, the script never arrives: the button goes rather than sit there disabled.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.error(script as HTMLScriptElement);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Continue with Google' }),
      ).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['/login', 'continue_with'],
    ['/signup', 'signup_with'],
  ])('%s draws Google’s %s button for the configured client id', async (path, text) => {
    const { identity } = fakeGoogle();
    stubApi({ 'GET /config': config('shop.apps.googleusercontent.com') });
    renderApp(path);
    expect(await screen.findByText('Google button')).toBeInTheDocument();
    expect(identity.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'shop.apps.googleusercontent.com' }),
    );
    expect(identity.renderButton).toHaveBeenCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ text }),
    );
  });

  it('sends the ID token to /oauth, says Login Successful and signs the user in', async () => {
    const google = fakeGoogle();
    const asha = makeUser({ userName: 'Asha Rao', phoneNumber: '', userPhoto: '' });
    const calls = stubApi({
      'GET /config': config('shop.apps.googleusercontent.com'),
      'POST /oauth': { body: { success: true, message: 'Login successful', data: asha } },
    });
    const { router } = renderApp('/login');
    await screen.findByText('Google button');

    google.answer('header.payload.signature');

    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/oauth')).toMatchObject({
      method: 'POST',
      body: { credential: 'header.payload.signature' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '')).toEqual({
      email: asha.email,
      sessionId: asha.sessionId,
    });
  });

  it('brings a visitor who pressed a product’s heart back to it, now a favourite', async () => {
    const google = fakeGoogle();
    const asha = makeUser();
    const shake = makeProduct('Shakes', 'Peanut Power Shake', 249);
    const api = fakeShopApi({});
    stubApi({
      'GET /config': config('shop.apps.googleusercontent.com'),
      'GET /getproducts': { body: [shake] },
      'POST /oauth': { body: { success: true, message: 'Login successful', data: asha } },
      ...api.routes,
    });
    const { user, router } = renderApp(`/product/${shake._id}`);
    await user.click(await screen.findByRole('button', { name: 'Favourite' }));
    await screen.findByText('Google button');

    google.answer('header.payload.signature');

    expect(await screen.findByText('Product added to Favorites!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/product/${shake._id}`);
    expect(api.state.favourites).toEqual([toFavourite(shake)]);
  });

  it.each([
    [
      'the server refuses the token',
      apiFailure(401, 'UNAUTHORIZED', 'Invalid Google ID token'),
      'a.b.c',
    ],
    [
      'Google sign-in was switched off',
      apiFailure(503, 'NOT_CONFIGURED', 'Google sign-in is not configured'),
      'a.b.c',
    ],
    ['Google hands back no token', apiFailure(500, 'INTERNAL', 'never called'), undefined],
  ])('says Login Failed when %s', async (_case, reply, credential) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const google = fakeGoogle();
    stubApi({ 'GET /config': config('shop.apps.googleusercontent.com'), 'POST /oauth': reply });
    const { router } = renderApp('/signup');
    await screen.findByText('Google button');

    google.answer(credential);

    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(window.localStorage.getItem('auth')).toBeNull();
  });
});
