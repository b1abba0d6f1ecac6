import { EMAIL_MAX_LENGTH } from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { failureMessageOf } from '../../shared/api/failure-message';
import { TextField } from '../../shared/ui/TextField';
import { useForgotPassword } from './api/forgot-password';
import { AuthNotice } from './AuthNotice';

/** The e-mail is checked as the login form checks it: present and shaped like an address. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const forgotPassword = useForgotPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    forgotPassword.mutate(email);
  };

  if (forgotPassword.isSuccess) return <AuthNotice message={forgotPassword.data.message} />;

  return (
    <form className="auth__form" onSubmit={onSubmit} aria-label="Reset your password">
      <TextField
        id="forgot-email"
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        onValueChange={setEmail}
      />
      {forgotPassword.isError && (
        <p className="auth__problem" role="alert">
          {failureMessageOf(forgotPassword.error)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary auth__submit"
        disabled={forgotPassword.isPending}
      >
        {forgotPassword.isPending ? 'Sending…' : 'Send reset link'}
      </button>
    </form>
  );
}
