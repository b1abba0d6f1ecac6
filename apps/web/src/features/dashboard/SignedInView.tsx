import type { PublicUser } from '@gymfuel/contracts';
import type { ReactNode } from 'react';
import { useAuth } from '../../shared/auth/auth-context';
import { Loader } from '../../shared/ui/Loader';
import { SignInPrompt } from './SignInPrompt';

/**
 * Every dashboard view shows the signed-in user's own data: while the stored session is being
 * checked it waits, and a visitor is asked to log in instead.
 */
export function SignedInView({ children }: { children: (user: PublicUser) => ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Loader />;
  if (!user) return <SignInPrompt />;
  return children(user);
}
