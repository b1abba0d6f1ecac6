import { EMAIL_MAX_LENGTH, loginPasswordSchema } from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';
import { TextField } from '../../shared/ui/TextField';
import { AlertDialog } from './AlertDialog';
import { useLogin } from './api/login';
import { loginAlertFor } from './login-alert';

export function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const { setUser } = useAuth();
  const login = useLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: ({ data }) => setUser(data),
        onError: (error) => setAlert(loginAlertFor(error)),
      },
    );
  };

  return (
    <>
      <form className="auth__form" onSubmit={onSubmit} aria-label="Log in">
        <TextField
          id="login-email"
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          id="login-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          // The login contract's own cap (any existing password is shorter).
          maxLength={loginPasswordSchema.maxLength ?? undefined}
          value={password}
          onValueChange={setPassword}
        />
        <p className="auth__forgot">
          <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
        </p>
        <button type="submit" className="btn btn-primary auth__submit" disabled={login.isPending}>
          {login.isPending ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      {alert && (
        <AlertDialog title="Could not log you in" message={alert} onClose={() => setAlert(null)} />
      )}
    </>
  );
}
