import { paths } from '../../shared/routing/paths';
import { AuthLayout } from './AuthLayout';
import { AuthSwitchLink } from './AuthSwitchLink';
import { GoogleSignIn } from './google/GoogleSignIn';
import { LoginForm } from './LoginForm';
import { SignedOutOnly } from './SignedOutOnly';

export function LoginPage() {
  return (
    <SignedOutOnly>
      <AuthLayout
        title="Welcome back"
        lead="Log in to order, track your deliveries and keep your favourites."
        switchPrompt={
          <>
            New to GymFuel?{' '}
            <AuthSwitchLink to={paths.signup.getHref()}>Create an account</AuthSwitchLink>
          </>
        }
      >
        <GoogleSignIn text="continue_with" label="Continue with Google" />
        <LoginForm />
      </AuthLayout>
    </SignedOutOnly>
  );
}
