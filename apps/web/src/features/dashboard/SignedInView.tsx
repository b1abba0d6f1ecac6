import type { PublicUser } from '@gymfuel/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';
import { SignInPrompt } from '../../shared/ui/SignInPrompt';
import { SessionWait } from '../../shared/auth/SessionWait';

/**
 * Every dashboard view shows the signed-in user's own data: while the stored session is being
 * checked it waits, and a visitor is asked to log in instead, with a link to /login
 * (docs/product.md#dashboard-view).
 */
export function SignedInView({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <SessionWait />;
  if (!user)
    return (
      <SignInPrompt
        title="Dashboard"
        text="Please log in to see your profile, orders and favourites."
        footer={
          <>
            New to GymFuel? <Link to={paths.signup.getHref()}>Create an account</Link>
          </>
        }
      />
    );
  return children(user);
}
