import type { PublicUser } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { isStaff } from '../../shared/auth/roles';
import { paths } from '../../shared/routing/paths';
import { Avatar } from '../../shared/ui/Avatar';
import { useLogout } from './api/logout';
import './account-actions.css';

interface AccountActionsProps {
  user: PublicUser;
  /** Closes the mobile menu after a choice. */
  onNavigate: () => void;
}

/**
 * A signed-in user's corner of the nav (docs/product.md#navigation-bar): photo, 'Log Out', and
 * for staff and owners the way to the operator console. The cart icon sits in the bar itself
 * (app/layout/NavCart), outside the collapsible menu, so its count shows at every width.
 */
export function AccountActions({ user, onNavigate }: AccountActionsProps) {
  const logout = useLogout();
  return (
    <div className="account-actions">
      {isStaff(user) && (
        <Link to={paths.admin.getHref()} className="account-actions__console" onClick={onNavigate}>
          Operator console
        </Link>
      )}
      <Link
        to={paths.dashboard.getHref()}
        className="account-actions__profile"
        aria-label="Your dashboard"
        title={user.userName}
        onClick={onNavigate}
      >
        <Avatar photo={user.userPhoto} name={user.userName} size={40} />
      </Link>
      <button
        type="button"
        className="btn btn-outline account-actions__logout"
        disabled={logout.isPending}
        onClick={() => {
          onNavigate();
          logout.mutate();
        }}
      >
        Log Out
      </button>
    </div>
  );
}
