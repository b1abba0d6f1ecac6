import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { holdRequests, stubApi, type StubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const RESET_REQUESTED = 'If an account exists for this e-mail, a reset link is on its way.';
const requested: StubReply = { body: { success: true, message: RESET_REQUESTED } };

async function openForgotPassword(reply: StubReply = requested) {
  const calls = stubApi({ 'POST /password/forgot': reply });
  const app = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  const forgotCalls = () => calls.filter((call) => call.path === '/password/forgot');
  const emailField = () => screen.getByLabelText('Email address');
  const sendButton = () => screen.getByRole('button', { name: /Send reset link|Sending/ });
  return { ...app, forgotCalls, emailField, sendButton };
}

describe('forgot password', () => {
  beforeEach(() => window.localStorage.clear());

  it('is linked from the login form', async () => {
    stubApi({});
    const { router, user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  });

  it('asks for an e-mail address before sending anything', async () => {
    const { emailField, forgotCalls, sendButton, user } = await openForgotPassword();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute('maxLength', '254');
    await user.click(sendButton());
    expect(forgotCalls()).toHaveLength(0);
  });

  it('sends the e-mail with POST /password/forgot and shows the answer in place of the form', async () => {
    const { emailField, forgotCalls, sendButton, user } = await openForgotPassword();
    await user.type(emailField(), 'asha@example.com');
    await user.click(sendButton());

    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(RESET_REQUESTED);
    expect(answer.parentElement).toHaveFocus();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(forgotCalls()).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'asha@example.com' } }),
    ]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
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
  ])('reports %s and keeps the form', async (_case, reply, message) => {
    const { emailField, sendButton, user } = await openForgotPassword(reply);
    await user.type(emailField(), 'asha@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(emailField()).toHaveValue('asha@example.com');
  });

  it('sends one request for a double click, with the button disabled meanwhile', async () => {
    const { emailField, forgotCalls, sendButton, user } = await openForgotPassword();
    await user.type(emailField(), 'asha@example.com');
    const release = holdRequests('/password/forgot');
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton()).toBeDisabled());
    expect(sendButton()).toHaveTextContent('Sending…');
    release();

    expect(await screen.findByRole('status')).toHaveTextContent(RESET_REQUESTED);
    expect(forgotCalls()).toHaveLength(1);
  });

  it('is open to a signed-in user too', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser()) });
    const { router } = renderApp('/forgot-password');
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});
