import type { PublicUser } from '@gymfuel/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { holdRequests, stubApi, type StubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const asha = makeUser({
  userName: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  address: 'Gold Gym, Pune, India',
  userPhoto: '',
});

const updated = (changes: Partial<PublicUser>): StubReply => ({
  body: { success: true, message: 'User updated successfully', data: { ...asha, ...changes } },
});

async function openProfile(updateReply: StubReply, routes: Record<string, StubReply> = {}) {
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'POST /updateuser': updateReply,
    ...routes,
  });
  const app = renderApp('/dashboard/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  const replaceText = async (label: string, text: string) => {
    await app.user.clear(screen.getByLabelText(label));
    if (text) await app.user.type(screen.getByLabelText(label), text);
  };
  const save = () => app.user.click(screen.getByRole('button', { name: 'Update Profile' }));
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { ...app, calls, callsTo, replaceText, save };
}

describe('profile view', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts from the user’s details and offers 4 avatars', async () => {
    await openProfile(updated({}));
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Phone number')).toHaveValue('9876543210');
    const avatars = within(screen.getByRole('group', { name: 'Choose your avatar' })).getAllByRole(
      'radio',
    );
    expect(avatars).toHaveLength(4);
    for (const avatar of avatars) expect(avatar).not.toBeChecked();
  });

  it('saves name, e-mail, phone and avatar, says Profile updated! and shows the change everywhere', async () => {
    const { calls, replaceText, save, user } = await openProfile(
      updated({ userName: 'Asha R', email: 'asha.rao@example.com', userPhoto: 'avatar-4' }),
    );
    await replaceText('Full name', 'Asha R');
    await replaceText('Email address', 'asha.rao@example.com');
    await replaceText('Current password', 'protein-rich');
    await user.click(screen.getByRole('radio', { name: 'Cyclist' }));
    await save();

    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/updateuser')).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: {
        email: 'asha@example.com',
        updatedemail: 'asha.rao@example.com',
        userName: 'Asha R',
        phoneNumber: '9876543210',
        address: 'Gold Gym, Pune, India',
        userPhoto: 'avatar-4',
        password: 'protein-rich',
      },
    });
    // The stored session follows the new e-mail, so the next app start still finds it.
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '')).toEqual({
      email: 'asha.rao@example.com',
      sessionId: asha.sessionId,
    });
    const navPhoto = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Your dashboard',
    });
    expect(within(navPhoto).getByRole('img')).toHaveAttribute('src', '/art/1f6b4-1f3ff.webp');
    expect(
      screen.getByText('Asha R', { selector: '.dashboard__identity-name' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['User not found!', apiFailure(404, 'NOT_FOUND', 'User not found')],
    ['Something went wrong!', apiFailure(500, 'INTERNAL', 'Internal server error')],
    ['Something went wrong!', apiFailure(403, 'FORBIDDEN', 'You can only change your own account')],
    [
      'That e-mail belongs to another account',
      apiFailure(409, 'CONFLICT', 'That e-mail belongs to another account'),
    ],
  ])('says %s when the server refuses', async (message, reply) => {
    const { save } = await openProfile(reply);
    await save();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Profile updated!')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '')).toEqual({
      email: asha.email,
      sessionId: asha.sessionId,
    });
  });

  it('shows a field the server refuses at that field, naming it, and focuses it', async () => {
    const { replaceText, save } = await openProfile({
      status: 400,
      body: {
        success: false,
        code: 'BAD_REQUEST',
        message: 'userName: Must be at most 80 characters',
        details: [{ path: 'userName', message: 'Must be at most 80 characters' }],
      },
    });
    await replaceText('Full name', 'Asha Rao the Second');
    await save();
    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full name must be at most 80 characters');
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });

  it('says what the server refused when it names no field of the form', async () => {
    const { save } = await openProfile(apiFailure(400, 'BAD_REQUEST', 'Invalid request'));
    await save();
    expect(await screen.findByText('Invalid request')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });

  it('caps the inputs at the lengths the server takes, never cutting a formatted phone', async () => {
    const { user } = await openProfile(updated({}));
    expect(screen.getByLabelText('Full name')).toHaveAttribute('maxLength', '80');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('maxLength', '254');
    const phone = screen.getByLabelText('Phone number');
    // The phone keypad, which has the '+' and space a formatted number carries.
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputMode', 'tel');
    expect(Number(phone.getAttribute('maxLength'))).toBeGreaterThanOrEqual(20);
    await user.clear(phone);
    await user.paste('+91 98765 43210');
    expect(phone).toHaveValue('+91 98765 43210');
  });

  it('refuses a phone that is no Indian mobile before sending anything', async () => {
    const { calls, replaceText, save } = await openProfile(updated({}));
    await replaceText('Phone number', '12345');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter a valid 10-digit Indian mobile number',
    );
    expect(calls.filter((call) => call.path === '/updateuser')).toHaveLength(0);
  });

  it('keeps an empty phone empty (accounts made through Google have none)', async () => {
    const { calls, replaceText, save } = await openProfile(updated({ phoneNumber: '' }));
    await replaceText('Phone number', '');
    await save();
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/updateuser')?.body).toMatchObject({
      phoneNumber: '',
    });
  });

  it('asks a visitor to log in instead', async () => {
    stubApi({});
    renderApp('/dash/profile');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('button', { name: 'Update Profile' })).not.toBeInTheDocument();
  });
});

describe('changing the e-mail', () => {
  beforeEach(() => window.localStorage.clear());

  it('asks for the current password only once the e-mail differs', async () => {
    const { replaceText } = await openProfile(updated({}));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

    await replaceText('Email address', 'asha.rao@example.com');
    expect(screen.getByLabelText('Current password')).toBeRequired();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    // Checked as at login: the login contract's cap.
    expect(screen.getByLabelText('Current password')).toHaveAttribute('maxLength', '128');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Needed to change your e-mail. We will mail a link to verify the new address, unless you verified it before. Signed up with Google? Set a password first.',
    );
    expect(screen.getByRole('link', { name: 'Set a password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    // The same address in other letters is no change, as the server sees it.
    await replaceText('Email address', ' ASHA@example.com');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('sends no password while the e-mail stays the same', async () => {
    const { callsTo, replaceText, save } = await openProfile(updated({ userName: 'Asha R' }));
    await replaceText('Full name', 'Asha R');
    await save();
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(callsTo('/updateuser')[0]?.body).not.toHaveProperty('password');
  });

  it('sends nothing until the current password is given', async () => {
    const { callsTo, replaceText, save } = await openProfile(updated({}));
    await replaceText('Email address', 'asha.rao@example.com');
    await save();
    expect(callsTo('/updateuser')).toHaveLength(0);
  });

  it('shows the server’s refusal of a wrong current password', async () => {
    const { replaceText, save } = await openProfile(
      apiFailure(403, 'FORBIDDEN', 'Please confirm your password to change your e-mail'),
    );
    await replaceText('Email address', 'asha.rao@example.com');
    await replaceText('Current password', 'not-my-password');
    await save();
    expect(
      await screen.findByText('Please confirm your password to change your e-mail'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Profile updated!')).not.toBeInTheDocument();
  });

  it('shows the banner asking to verify the new address once saved', async () => {
    const { replaceText, save } = await openProfile(
      updated({ email: 'asha.rao@example.com', emailVerified: false }),
    );
    await replaceText('Email address', 'asha.rao@example.com');
    await replaceText('Current password', 'protein-rich');
    await save();
    expect(
      await screen.findByRole('region', { name: 'Please verify your e-mail' }),
    ).toHaveTextContent('asha.rao@example.com');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('sends one update for a double click on Update Profile', async () => {
    const { callsTo } = await openProfile(updated({}));
    const release = holdRequests('/updateuser');
    const button = screen.getByRole('button', { name: 'Update Profile' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled());
    release();
    expect(await screen.findByText('Profile updated!')).toBeInTheDocument();
    expect(callsTo('/updateuser')).toHaveLength(1);
  });
});

describe('sign out of all devices', () => {
  beforeEach(() => window.localStorage.clear());

  const signedOutEverywhere: StubReply = {
    body: { success: true, message: 'Signed out of all devices' },
  };
  const signOutButton = () =>
    screen.getByRole('button', { name: /Sign out of all devices|Signing out/ });
  const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

  it('ends every session with POST /user/logout-all, then signs out here as Log Out does', async () => {
    const { callsTo, router, user } = await openProfile(updated({}), {
      'POST /user/logout-all': signedOutEverywhere,
      'GET /getproducts': { body: [] },
    });
    window.localStorage.setItem('something-else', 'kept by another screen');
    await user.click(signOutButton());

    expect(await screen.findByText('Signed out of all devices')).toBeInTheDocument();
    expect(callsTo('/user/logout-all')).toEqual([
      expect.objectContaining({ method: 'POST', credentials: 'include', body: {} }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.length).toBe(0);
    expect(mainNav().getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Please login first!')).not.toBeInTheDocument();
  });

  it('stays signed in when the server could not end the sessions', async () => {
    const { router, user } = await openProfile(updated({}), {
      'POST /user/logout-all': apiFailure(500, 'INTERNAL', 'Internal server error'),
    });
    await user.click(signOutButton());

    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/profile');
    expect(mainNav().getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('auth') ?? '')).toEqual({
      email: asha.email,
      sessionId: asha.sessionId,
    });
  });

  it('sends one request for a double click, with the button disabled meanwhile', async () => {
    const { callsTo } = await openProfile(updated({}), {
      'POST /user/logout-all': signedOutEverywhere,
      'GET /getproducts': { body: [] },
    });
    const release = holdRequests('/user/logout-all');
    fireEvent.click(signOutButton());
    fireEvent.click(signOutButton());
    await waitFor(() => expect(signOutButton()).toBeDisabled());
    expect(signOutButton()).toHaveTextContent('Signing out…');
    release();

    expect(await screen.findByText('Signed out of all devices')).toBeInTheDocument();
    expect(callsTo('/user/logout-all')).toHaveLength(1);
  });
});
