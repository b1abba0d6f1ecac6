import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser } from '../../test/account-fixtures';
import { doubleClick } from '../../test/double-click';
import { holdRequests, stubApi, type StubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { untilIdle } from '../../test/until-idle';

const newUser = makeUser({ userName: 'Asha Rao', email: 'asha@example.com', userPhoto: '' });
const created: StubReply = {
  status: 201,
  body: { success: true, message: 'New user created and logged in successfully', data: newUser },
};

interface Entries {
  name?: string;
  email?: string;
  phone?: string;
  password?: string;
  confirm?: string;
  acceptTerms?: boolean;
}

async function openSignUp(signUpReply: StubReply | (() => StubReply) = created) {
  const calls = stubApi({ 'POST /signin': signUpReply, 'GET /getproducts': { body: [] } });
  const app = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create your account' });

  const enter = async ({
    name = 'Asha Rao',
    email = 'asha@example.com',
    phone = '9876543210',
    password = 'protein-rich',
    confirm = password,
    acceptTerms = true,
  }: Entries = {}) => {
    await app.user.type(screen.getByLabelText('Name'), name);
    await app.user.type(screen.getByLabelText('Email address'), email);
    await app.user.type(screen.getByLabelText('Phone number'), phone);
    if (password) await app.user.type(screen.getByLabelText('Password'), password);
    if (confirm) await app.user.type(screen.getByLabelText('Confirm Password'), confirm);
    if (acceptTerms) await app.user.click(screen.getByRole('checkbox'));
  };
  const fill = async (entries: Entries = {}) => {
    await enter(entries);
    await app.user.click(screen.getByRole('button', { name: 'Sign up' }));
  };
  return { ...app, calls, enter, fill };
}

describe('sign-up screen', () => {
  beforeEach(() => window.localStorage.clear());

  it('has the spec fields, a required terms box and the link Login in here', async () => {
    await openSignUp();
    expect(screen.getByLabelText('Name')).toBeRequired();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone number')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Login in here' })).toHaveAttribute('href', '/login');
  });

  it('shows no Required ! before the shopper has done anything', async () => {
    await openSignUp();
    expect(screen.queryByText('Required !')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a red Required ! after a submit without the terms, until they are ticked', async () => {
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Required !')).toHaveClass('auth__required');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Required !');
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('Required !')).not.toBeInTheDocument();
  });

  it('shows Required ! once the box was touched and left unticked', async () => {
    const { user } = await openSignUp();
    const terms = screen.getByRole('checkbox');
    terms.focus();
    await user.tab();
    expect(screen.getByText('Required !')).toBeInTheDocument();

    await user.click(terms);
    expect(screen.queryByText('Required !')).not.toBeInTheDocument();
    await user.click(terms);
    expect(screen.getByText('Required !')).toBeInTheDocument();
  });

  it('caps the inputs at the lengths the server takes, never cutting a formatted phone', async () => {
    const { user } = await openSignUp();
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '80');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('maxLength', '254');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', '72');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('maxLength', '72');
    const phone = screen.getByLabelText('Phone number');
    expect(Number(phone.getAttribute('maxLength'))).toBeGreaterThanOrEqual(20);
    // The phone keypad, which has the '+' and space a formatted number carries.
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputMode', 'tel');
    await user.click(phone);
    await user.paste('+91 98765 43210');
    expect(phone).toHaveValue('+91 98765 43210');
  });

  it('shows a field the server refuses at that field, naming it, and focuses it', async () => {
    const { fill, user } = await openSignUp({
      status: 400,
      body: {
        success: false,
        code: 'BAD_REQUEST',
        message: 'userName: Must be at most 80 characters',
        details: [{ path: 'userName', message: 'Must be at most 80 characters' }],
      },
    });
    await fill();
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('Name must be at most 80 characters');
    expect(screen.queryByText('something went wrong!')).not.toBeInTheDocument();

    await user.type(name, 'x');
    expect(name).not.toHaveAccessibleDescription('Name must be at most 80 characters');
  });

  it.each([
    [
      'the terms are not accepted',
      { acceptTerms: false },
      'Please accept the terms and conditions',
    ],
    [
      'the password is short',
      { password: 'abc12', confirm: 'abc12' },
      'Password must be atleast 8 characters long! 5',
    ],
    [
      'the passwords differ',
      { password: 'protein-rich', confirm: 'protein-poor' },
      'Password and confirm password do not match!',
    ],
    [
      // 30 characters, but 90 bytes: bcrypt would read only the first 24 letters.
      'the password is 30 Devanagari letters',
      { password: 'क'.repeat(30) },
      'Password must be at most 72 bytes long (an English letter or digit is 1 byte, a Hindi letter 3, an emoji 4)',
    ],
    [
      'the phone is no Indian mobile',
      { phone: '12345' },
      'Enter a valid 10-digit Indian mobile number',
    ],
  ])('says so and sends nothing when %s', async (_case, entries, message) => {
    const { calls, fill } = await openSignUp();
    await fill(entries);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(calls.filter((call) => call.path === '/signin')).toHaveLength(0);
  });

  it('leaves empty required fields to the browser and sends nothing', async () => {
    const { calls, user } = await openSignUp();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Name')).toBeInvalid();
    expect(calls.filter((call) => call.path === '/signin')).toHaveLength(0);
  });

  it('signs up: stores the session, shows the success toast, goes to / and shows the account in the nav', async () => {
    const { calls, fill, router } = await openSignUp();
    await fill({ phone: '98765 43210' });

    expect(
      await screen.findByText('New user created and logged in successfully'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((call) => call.path === '/signin')).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: {
        userName: 'Asha Rao',
        email: 'asha@example.com',
        phoneNumber: '98765 43210',
        password: 'protein-rich',
      },
    });
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '')).toEqual({
      email: newUser.email,
      sessionId: newUser.sessionId,
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('signs up once on a double click, and the success path runs', async () => {
    // The account exists once the first request is through: a second would be refused.
    let accounts = 0;
    const { calls, enter, queryClient, router } = await openSignUp(() =>
      accounts++ === 0 ? created : apiFailure(409, 'CONFLICT', 'User already exists!'),
    );
    await enter();
    const release = holdRequests('/signin');
    const signUp = screen.getByRole('button', { name: 'Sign up' });
    // Both clicks arrive before the screen can show the button disabled.
    doubleClick(signUp);
    await waitFor(() => expect(signUp).toBeDisabled());
    release();
    expect(
      await screen.findByText('New user created and logged in successfully'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await untilIdle(queryClient);
    expect(calls.filter((call) => call.path === '/signin')).toHaveLength(1);
    expect(screen.queryByText('user already exists!')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '')).toEqual({
      email: newUser.email,
      sessionId: newUser.sessionId,
    });
  });

  it.each([
    [
      'an existing account',
      apiFailure(409, 'CONFLICT', 'User already exists!'),
      'user already exists!',
    ],
    [
      'a server error',
      apiFailure(500, 'INTERNAL', 'Internal server error'),
      'something went wrong!',
    ],
    ['a refused request', apiFailure(400, 'BAD_REQUEST', 'Invalid request'), 'Invalid request'],
    ['a garbled answer', { status: 200, body: { success: true } }, 'something went wrong!'],
    [
      'the rate limit',
      apiFailure(429, 'TOO_MANY_REQUESTS', 'Too many attempts, try again in 15 minutes'),
      'Too many attempts, try again in 15 minutes',
    ],
  ])('reports %s and stays signed out', async (_case, reply, message) => {
    const { fill, router } = await openSignUp(reply);
    await fill();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(window.localStorage.getItem('auth')).toBeNull();
  });
});
