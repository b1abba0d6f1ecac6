import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** Open to everyone: a signed-in user may want a new password too. */
export function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot your password?"
      lead="Enter the e-mail of your account and we will mail you a link to choose a new one."
      switchPrompt={
        <>
          Remembered it? <Link to={paths.login.getHref()}>Log in</Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
