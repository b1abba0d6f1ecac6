import {
  EMAIL_MAX_LENGTH,
  loginPasswordSchema,
  normaliseIndianMobile,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_MESSAGE,
  SERVER_MESSAGES,
  USER_NAME_MAX_LENGTH,
  type PublicUser,
} from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { useFieldProblems } from '../../shared/forms/useFieldProblems';
import { paths } from '../../shared/routing/paths';
import { notify } from '../../shared/ui/notify';
import { TextField } from '../../shared/ui/TextField';
import { useUpdateUser } from './api/update-user';
import { AvatarPicker } from './AvatarPicker';
import { PROFILE_MESSAGES, profileFailureFor } from './profile-outcome';

/** As the server compares them: an address differing only in case or spaces is the same one. */
const isNewEmail = (typed: string, current: string) =>
  typed.trim().toLowerCase() !== current.toLowerCase();

/** The fields /updateuser may refuse, by the names it gives them, in screen order. */
const FIELD_LABELS = {
  userName: 'Full name',
  updatedemail: 'Email address',
  phoneNumber: 'Phone number',
  password: 'Current password',
} as const;
type ProfileField = keyof typeof FIELD_LABELS;

const FIELD_IDS: Record<ProfileField, string> = {
  userName: 'profile-name',
  updatedemail: 'profile-email',
  phoneNumber: 'profile-phone',
  password: 'profile-password',
};
const fieldId = (field: ProfileField) => FIELD_IDS[field];

export function ProfileForm({ user }: { user: PublicUser }) {
  const [userName, setUserName] = useState(user.userName);
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [phoneNumber, setPhoneNumber] = useState(user.phoneNumber);
  const [userPhoto, setUserPhoto] = useState(user.userPhoto);
  const [problem, setProblem] = useState<string | null>(null);
  const { setUser } = useAuth();
  const updateUser = useUpdateUser();
  const fieldProblems = useFieldProblems(FIELD_LABELS, fieldId);
  /** A setter that also drops what the server said about the field's previous value. */
  const edit = (field: ProfileField, setValue: (value: string) => void) => (value: string) => {
    fieldProblems.clear(field);
    setValue(value);
  };
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
        onError: (error) => {
          if (!fieldProblems.showFrom(error)) notify.error(profileFailureFor(error));
        },
      },
    );
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} aria-label="Profile">
      <AvatarPicker value={userPhoto} onChange={setUserPhoto} />
      <div className="profile-form__fields">
        <TextField
          id={fieldId('userName')}
          label={FIELD_LABELS.userName}
          name="userName"
          autoComplete="name"
          required
          maxLength={USER_NAME_MAX_LENGTH}
          value={userName}
          onValueChange={edit('userName', setUserName)}
          problem={fieldProblems.problems.userName}
        />
        <TextField
          id={fieldId('updatedemail')}
          label={FIELD_LABELS.updatedemail}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onValueChange={edit('updatedemail', setEmail)}
          problem={fieldProblems.problems.updatedemail}
        />
        <TextField
          id={fieldId('phoneNumber')}
          label={FIELD_LABELS.phoneNumber}
          name="phoneNumber"
          type="tel"
          // The phone keypad: it has '+' and the space a formatted number may carry.
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          // The formatted length: a pasted '+91 98765 43210' is never cut before it is normalised.
          maxLength={PHONE_INPUT_MAX_LENGTH}
          value={phoneNumber}
          onValueChange={edit('phoneNumber', setPhoneNumber)}
          problem={fieldProblems.problems.phoneNumber}
        />
        {emailChanged && (
          <div className="profile-form__confirm">
            <TextField
              id={fieldId('password')}
              label={FIELD_LABELS.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              // The current password is checked as at login: the login contract's cap.
              maxLength={loginPasswordSchema.maxLength ?? undefined}
              aria-describedby="profile-password-hint"
              value={password}
              onValueChange={edit('password', setPassword)}
              problem={fieldProblems.problems.password}
            />
            <p id="profile-password-hint" className="profile-form__hint">
              Needed to change your e-mail. We will mail a link to verify the new address, unless
              you verified it before. Signed up with Google?{' '}
              <Link to={paths.forgotPassword.getHref()}>Set a password</Link> first.
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
