import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { AuthLayout } from './AuthLayout';
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
            New to GymFuel? <Link to={paths.signup.getHref()}>Create an account</Link>
          </>
        }
      >
        <GoogleSignIn text="continue_with" label="Continue with Google" />
        <LoginForm />
      </AuthLayout>
    </SignedOutOnly>
  );
}
