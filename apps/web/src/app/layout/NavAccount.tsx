import { Link } from 'react-router-dom';
import { AccountActions } from '../../features/auth/AccountActions';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';

interface NavAccountProps {
  onNavigate: () => void;
}

/**
 * The account corner of the nav. A visitor sees 'Log in'; a signed-in user (one with an id)
 * sees the cart icon, the profile photo linking to /dashboard and 'Log Out'.
 */
export function NavAccount({ onNavigate }: NavAccountProps) {
  const { user, isAuthenticated, isLoading } = useAuth();
  // While the stored session is checked, offering 'Log in' would flash at a returning user.
  if (isLoading) return null;
  if (user && isAuthenticated) return <AccountActions user={user} onNavigate={onNavigate} />;
  return (
    <Link to={paths.login.getHref()} className="btn btn-primary nav__login" onClick={onNavigate}>
      Log in
    </Link>
  );
}
