import {
  normaliseIndianMobile,
  PHONE_MESSAGE,
  SERVER_MESSAGES,
  type PublicUser,
} from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';
import { notify } from '../../shared/ui/notify';
import { TextField } from '../../shared/ui/TextField';
import { useUpdateUser } from './api/update-user';
import { AvatarPicker } from './AvatarPicker';
import { PROFILE_MESSAGES, profileFailureFor } from './profile-outcome';

/** As the server compares them: an address differing only in case or spaces is the same one. */
const isNewEmail = (typed: string, current: string) =>
  typed.trim().toLowerCase() !== current.toLowerCase();

export function ProfileForm({ user }: { user: PublicUser }) {
  const [userName, setUserName] = useState(user.userName);
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [phoneNumber, setPhoneNumber] = useState(user.phoneNumber);
  const [userPhoto, setUserPhoto] = useState(user.userPhoto);
  const [problem, setProblem] = useState<string | null>(null);
  const { setUser } = useAuth();
  const updateUser = useUpdateUser();
  // A borrowed session must not take the account over: a new e-mail needs the current password.
  const emailChanged = isNewEmail(email, user.email);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An account made through Google has no phone yet, so an empty one is kept as it is.
    const phoneIsValid = phoneNumber.trim() === '' || normaliseIndianMobile(phoneNumber) !== null;
    setProblem(phoneIsValid ? null : PHONE_MESSAGE);
    if (!phoneIsValid) return;
    updateUser.mutate(
      {
        email: user.email,
        updatedemail: email,
        userName,
        phoneNumber: phoneNumber.trim(),
        address: user.address,
        userPhoto,
        password: emailChanged ? password : undefined,
      },
      {
        onSuccess: ({ message, data }) => {
          setPassword('');
          notify.success(
            message === SERVER_MESSAGES.userUpdated ? PROFILE_MESSAGES.updated : message,
          );
          // Also moves localStorage 'auth' to the new e-mail, so a reload finds the session.
          setUser(data);
        },
        onError: (error) => notify.error(profileFailureFor(error)),
      },
    );
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} aria-label="Profile">
      <AvatarPicker value={userPhoto} onChange={setUserPhoto} />
      <div className="profile-form__fields">
        <TextField
          id="profile-name"
          label="Full name"
          name="userName"
          autoComplete="name"
          required
          value={userName}
          onValueChange={setUserName}
        />
        <TextField
          id="profile-email"
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          id="profile-phone"
          label="Phone number"
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          value={phoneNumber}
          onValueChange={setPhoneNumber}
        />
        {emailChanged && (
          <div className="profile-form__confirm">
            <TextField
              id="profile-password"
              label="Current password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-describedby="profile-password-hint"
              value={password}
              onValueChange={setPassword}
            />
            <p id="profile-password-hint" className="profile-form__hint">
              Needed to change your e-mail. We will mail a link to the new address to verify it.
              Signed up with Google? <Link to={paths.forgotPassword.getHref()}>Set a password</Link>{' '}
              first.
            </p>
          </div>
        )}
      </div>
      {problem && (
        <p className="profile-form__problem" role="alert">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary profile-form__submit"
        disabled={updateUser.isPending}
      >
        {updateUser.isPending ? 'Saving…' : 'Update Profile'}
      </button>
    </form>
  );
}
