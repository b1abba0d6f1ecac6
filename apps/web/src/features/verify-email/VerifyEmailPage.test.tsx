import { screen, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi, type StubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const verified: StubReply = { body: { success: true, message: 'Email verified' } };
const verifyCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/verify-email');

describe('verify e-mail page', () => {
  beforeEach(() => window.localStorage.clear());

  it('spends the token once and tells a visitor to log in', async () => {
    const calls = stubApi({ 'POST /verify-email': verified });
    renderApp('/verify-email?token=abc123');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email verified' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(verifyCalls(calls)).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'abc123' } }),
    ]);
  });

  it('sends one request under StrictMode, whose effects run twice', async () => {
    const calls = stubApi({ 'POST /verify-email': verified });
    renderApp('/verify-email?token=abc123', { strict: true });
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(verifyCalls(calls)).toHaveLength(1);
  });

  it('reads a signed-in user again, so the dashboard no longer asks to verify', async () => {
    const asha = makeUser({ emailVerified: false });
    storeSessionOf(asha);
    let getUserCalls = 0;
    const calls = stubApi({
      'POST /getuser': () => {
        getUserCalls += 1;
        return { body: { success: true, data: { ...asha, emailVerified: getUserCalls > 1 } } };
      },
      'POST /verify-email': verified,
    });
    const { user } = renderApp('/verify-email?token=abc123');

    await user.click(await screen.findByRole('link', { name: 'Go to your dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Asha Rao!' })).toBeInTheDocument();
    expect(screen.queryByText('Please verify your e-mail')).not.toBeInTheDocument();
    // The start-up check, the token, then the re-read: in that order.
    expect(
      calls
        .map((call) => call.path)
        .filter((path) => path === '/getuser' || path === '/verify-email'),
    ).toEqual(['/getuser', '/verify-email', '/getuser']);
  });

  it.each([
    [
      'a spent or unknown link',
      apiFailure(400, 'BAD_REQUEST', 'This link has expired or was already used'),
      'This link has expired or was already used',
    ],
    [
      'the rate limit',
      apiFailure(429, 'TOO_MANY_REQUESTS', 'Too many attempts, please try again in a few minutes'),
      'Too many attempts, please try again in a few minutes',
    ],
    [
      'a server error',
      apiFailure(500, 'INTERNAL', 'Internal server error'),
      'Something went wrong!',
    ],
  ])('explains %s and points to the dashboard for a new link', async (_case, reply, message) => {
    stubApi({ 'POST /verify-email': reply });
    renderApp('/verify-email?token=abc123');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not verify your e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(
      screen.getByText(
        'You can ask for a new link from your dashboard: choose Resend e-mail on its banner.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it.each(['/verify-email', '/verify-email?token='])(
    'shows %s without a token as an expired link, asking the server nothing',
    async (path) => {
      const calls = stubApi({ 'POST /verify-email': verified });
      renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'We could not verify your e-mail' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This link has expired or was already used',
      );
      expect(verifyCalls(calls)).toHaveLength(0);
    },
  );
});
