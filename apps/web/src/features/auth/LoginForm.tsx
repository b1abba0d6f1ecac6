import { useState, type FormEvent } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
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
        <div className="field">
          <label htmlFor="login-email">Email address</label>
          <input
            id="login-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
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
