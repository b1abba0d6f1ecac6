import { Link } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';

interface NavAccountProps {
  onNavigate: () => void;
}

/**
 * The account corner of the nav. A visitor sees 'Log in'.
 * SLOT for the accounts issue (#4): a signed-in user (one with an id) gets a cart icon, the
 * profile photo linking to /dashboard and a 'Log Out' button here. Until that lands no user
 * can be signed in, so this renders the visitor state only.
 */
export function NavAccount({ onNavigate }: NavAccountProps) {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return null;
  return (
    <Link to={paths.login.getHref()} className="btn btn-primary nav__login" onClick={onNavigate}>
      Log in
    </Link>
  );
}
