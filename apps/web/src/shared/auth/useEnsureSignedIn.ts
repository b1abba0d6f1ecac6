import { useNavigate } from 'react-router-dom';
import { paths } from '../routing/paths';
import { notify } from '../ui/notify';
import { useAuth } from './auth-context';
import { intentState, type SignInIntent } from './sign-in-intent';

export const LOGIN_FIRST_MESSAGE = 'Please login first!';

/**
 * docs/product.md#visitor: actions that need an account send a visitor to /login with
 * 'Please login first!'. Returns a guard: true when a user is signed in and the action may go on.
 * The action, given as an intent, goes with the visitor to /login, which brings them back to
 * have it done once they are signed in.
 */
export function useEnsureSignedIn(): (intent?: SignInIntent) => boolean {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  return (intent) => {
    if (isAuthenticated) return true;
    notify.error(LOGIN_FIRST_MESSAGE);
    navigate(paths.login.getHref(), intent ? { state: intentState(intent) } : undefined);
    return false;
  };
}
