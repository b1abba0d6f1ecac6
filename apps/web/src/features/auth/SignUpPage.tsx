import { paths } from '../../shared/routing/paths';
import { AuthLayout } from './AuthLayout';
import { AuthSwitchLink } from './AuthSwitchLink';
import { GoogleSignIn } from './google/GoogleSignIn';
import { SignedOutOnly } from './SignedOutOnly';
import { SignUpForm } from './SignUpForm';

export function SignUpPage() {
  return (
    <SignedOutOnly>
      <AuthLayout
        title="Create your account"
        lead="Sign up to get healthy, protein-rich food delivered to your gym."
        switchPrompt={
          <>
            Already have an account?{' '}
            <AuthSwitchLink to={paths.login.getHref()}>Login in here</AuthSwitchLink>
          </>
        }
      >
        <GoogleSignIn text="signup_with" label="Sign up with Google" />
        <SignUpForm />
      </AuthLayout>
    </SignedOutOnly>
  );
}
