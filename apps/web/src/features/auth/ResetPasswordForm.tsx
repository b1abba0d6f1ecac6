import { PASSWORD_MAX_BYTES } from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { failureMessageOf } from '../../shared/api/failure-message';
import { paths } from '../../shared/routing/paths';
import { TextField } from '../../shared/ui/TextField';
import { useResetPassword } from './api/reset-password';
import { AuthNotice } from './AuthNotice';
import { newPasswordProblem } from './validate-sign-up';

/** A new password and its confirmation, held to the sign-up's rules before anything is sent. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const resetPassword = useResetPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = newPasswordProblem(password, confirmPassword);
    setProblem(invalid);
    if (invalid) return;
    resetPassword.mutate({ token, password });
  };

  if (resetPassword.isSuccess) {
    return (
      <AuthNotice message={resetPassword.data.message}>
        <Link to={paths.login.getHref()} className="btn btn-primary auth__submit">
          Log in
        </Link>
      </AuthNotice>
    );
  }

  const shown = problem ?? (resetPassword.isError ? failureMessageOf(resetPassword.error) : null);
  return (
    <form className="auth__form" onSubmit={onSubmit} aria-label="Choose a new password">
      <TextField
        id="reset-password"
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_BYTES}
        value={password}
        onValueChange={setPassword}
      />
      <TextField
        id="reset-confirm-password"
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_BYTES}
        value={confirmPassword}
        onValueChange={setConfirmPassword}
      />
      {shown && (
        <p className="auth__problem" role="alert">
          {shown}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary auth__submit"
        disabled={resetPassword.isPending}
      >
        {resetPassword.isPending ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}
