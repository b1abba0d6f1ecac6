import { useNavigate } from 'react-router-dom';
import { paths } from '../routing/paths';
import { notify } from '../ui/notify';
import { useAuth } from './auth-context';

export const LOGIN_FIRST_MESSAGE = 'Please login first!';

/**
 * docs/product.md#visitor: actions that need an account send a visitor to /login with
 * 'Please login first!'. Returns a guard: true when a user is signed in and the action may go on.
 */
export function useEnsureSignedIn(): () => boolean {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  return () => {
    if (isAuthenticated) return true;
    notify.error(LOGIN_FIRST_MESSAGE);
    navigate(paths.login.getHref());
    return false;
  };
}
