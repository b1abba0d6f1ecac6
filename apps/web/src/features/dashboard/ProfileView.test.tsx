import type { PublicUser } from '@gymfuel/contracts';
import { screen, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi, type StubReply } from '../../test/fetch-stub';
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

async function openProfile(updateReply: StubReply) {
  const calls = stubApi({ 'POST /getuser': storeSessionOf(asha), 'POST /updateuser': updateReply });
  const app = renderApp('/dashboard/profile');
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  const replaceText = async (label: string, text: string) => {
    await app.user.clear(screen.getByLabelText(label));
    if (text) await app.user.type(screen.getByLabelText(label), text);
  };
  const save = () => app.user.click(screen.getByRole('button', { name: 'Update Profile' }));
  return { ...app, calls, replaceText, save };
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
