import { ACCOUNT_MESSAGES } from '@gymfuel/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { AuthLayout } from './AuthLayout';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Where the mailed reset link lands (/reset-password?token=…); open to everyone. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AuthLayout
      title="Choose a new password"
      lead="Pick a password of at least 8 characters that you do not use elsewhere."
      switchPrompt={
        <>
          Link not working? <Link to={paths.forgotPassword.getHref()}>Ask for a new one</Link>
        </>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p className="auth__problem" role="alert">
          {ACCOUNT_MESSAGES.linkExpired}
        </p>
      )}
    </AuthLayout>
  );
}
