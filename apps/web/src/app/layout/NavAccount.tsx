import { useLocation } from 'react-router-dom';
import { AccountActions } from '../../features/auth/AccountActions';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';
import { ButtonLink } from '../../shared/ui/ButtonLink';

interface NavAccountProps {
  onNavigate: () => void;
}

/**
 * The account corner of the nav. A visitor sees 'Log in'; a signed-in user (one with an id)
 * sees the cart icon, the profile photo linking to /dashboard and 'Log Out'.
 */
export function NavAccount({ onNavigate }: NavAccountProps) {
  const { user, isAuthenticated, isLoading } = useAuth();
  const { pathname } = useLocation();
  // While the stored session is checked, offering 'Log in' would flash at a returning user.
  if (isLoading) return null;
  if (user && isAuthenticated) return <AccountActions user={user} onNavigate={onNavigate} />;
  // On /login the form's own 'Log in' button is the one to press; a second button of that name
  // leading to the same page would only make both ambiguous.
  if (pathname === paths.login.path) return null;
  return (
    <ButtonLink
      to={paths.login.getHref()}
      className="btn btn-primary nav__login"
      onClick={onNavigate}
    >
      Log in
    </ButtonLink>
  );
}
