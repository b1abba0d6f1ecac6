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
 * A signed-in user's corner of the nav (docs/product.md#navigation-bar): cart, photo, 'Log Out',
 * and for staff and owners the way to the operator console.
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
        to={paths.cart.getHref()}
        className="account-actions__cart"
        aria-label="Cart"
        onClick={onNavigate}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM2 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 8 17h12v-2H8.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 21.4 4H6.2l-.9-2H2Z"
          />
        </svg>
      </Link>
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
