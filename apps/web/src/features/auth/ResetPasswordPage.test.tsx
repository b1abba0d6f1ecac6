import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { holdRequests, stubApi, type StubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const PASSWORD_CHANGED = 'Your password has been changed. Please log in with the new one.';
const changed: StubReply = { body: { success: true, message: PASSWORD_CHANGED } };

type Routes = Parameters<typeof stubApi>[0];

async function openReset(reply: StubReply = changed, routes: Routes = {}) {
  const calls = stubApi({ 'POST /password/reset': reply, ...routes });
  const app = renderApp('/reset-password?token=tok-123');
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  const resetCalls = () => calls.filter((call) => call.path === '/password/reset');
  const changeButton = () => screen.getByRole('button', { name: /Change password|Changing/ });
  const fill = async (password: string, confirmation = password) => {
    await app.user.type(screen.getByLabelText('New password'), password);
    await app.user.type(screen.getByLabelText('Confirm new password'), confirmation);
  };
  return { ...app, calls, resetCalls, changeButton, fill };
}

describe('reset password', () => {
  beforeEach(() => window.localStorage.clear());

  it('sets the new password with POST /password/reset and sends the user to log in', async () => {
    const { changeButton, fill, resetCalls, user } = await openReset();
    await fill('fresh-protein');
    await user.click(changeButton());

    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(PASSWORD_CHANGED);
    expect(answer.parentElement).toHaveFocus();
    expect(
      within(answer.parentElement as HTMLElement).getByRole('link', { name: 'Log in' }),
    ).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(resetCalls()).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { token: 'tok-123', password: 'fresh-protein' },
      }),
    ]);
  });

  it("caps both password fields at the contract's password maximum", async () => {
    await openReset();
    expect(screen.getByLabelText('New password')).toHaveAttribute('maxLength', '72');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('maxLength', '72');
  });

  it.each([
    ['abc', 'abc', 'Password must be atleast 8 characters long! 3'],
    ['fresh-protein', 'fresh-protein!', 'Password and confirm password do not match!'],
    [
      'é'.repeat(37),
      'é'.repeat(37),
      'Password must be at most 72 bytes long (an English letter or digit is 1 byte, a Hindi letter 3, an emoji 4)',
    ],
  ])('holds %j to the sign-up rules before sending', async (password, confirmation, message) => {
    const { changeButton, fill, resetCalls, user } = await openReset();
    await fill(password, confirmation);
    await user.click(changeButton());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(resetCalls()).toHaveLength(0);
  });

  it.each([
    [
      'a spent link',
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
  ])('reports %s and offers a new link', async (_case, reply, message) => {
    const { changeButton, fill, user } = await openReset(reply);
    await fill('fresh-protein');
    await user.click(changeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends one request for a double click, with the button disabled meanwhile', async () => {
    const { changeButton, fill, resetCalls } = await openReset();
    await fill('fresh-protein');
    const release = holdRequests('/password/reset');
    fireEvent.click(changeButton());
    fireEvent.click(changeButton());
    await waitFor(() => expect(changeButton()).toBeDisabled());
    expect(changeButton()).toHaveTextContent('Changing…');
    release();

    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(resetCalls()).toHaveLength(1);
  });

  it.each(['/reset-password', '/reset-password?token='])(
    'treats %s without a token as an expired link, with no form',
    async (path) => {
      stubApi({});
      renderApp(path);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This link has expired or was already used',
      );
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
    },
  );

  it('signs this browser out when the reset ended its session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const asha = makeUser();
    storeSessionOf(asha);
    let getUserCalls = 0;
    const { changeButton, fill, user } = await openReset(changed, {
      // Live at the start-up check, ended by the reset.
      'POST /getuser': () => {
        getUserCalls += 1;
        return getUserCalls === 1
          ? { body: { success: true, data: asha } }
          : apiFailure(401, 'UNAUTHORIZED', 'Please log in');
      },
    });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(await nav.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    await fill('fresh-protein');
    await user.click(changeButton());

    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(nav.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('auth')).toBeNull();
    expect(getUserCalls).toBe(2);
  });
});
