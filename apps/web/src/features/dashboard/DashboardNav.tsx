import { NavLink } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { Avatar } from '../../shared/ui/Avatar';
import { DASHBOARD_VIEW_PATHS, DashboardIcon } from './dashboard-views';

/** Paths are relative, so the same links work under /dashboard and under /dash. */
const ENTRIES = [
  { label: 'Dashboard', to: '.', end: true, icon: 'dashboard' },
  { label: 'Profile', to: DASHBOARD_VIEW_PATHS.profile, end: false, icon: 'profile' },
  { label: 'Orders', to: DASHBOARD_VIEW_PATHS.orders, end: false, icon: 'orders' },
  { label: 'Favourites', to: DASHBOARD_VIEW_PATHS.favourites, end: false, icon: 'favourites' },
  { label: 'Goals', to: DASHBOARD_VIEW_PATHS.goals, end: false, icon: 'goals' },
] as const;

/** A sidebar on wide screens; at 768 px or less the same links form the bottom navigation. */
export function DashboardNav() {
  const { user } = useAuth();
  return (
    <aside className="dashboard__sidebar">
      {user && (
        <div className="dashboard__identity">
          <Avatar photo={user.userPhoto} name={user.userName} size={56} />
          <div className="dashboard__identity-text">
            <p className="dashboard__identity-name">{user.userName}</p>
            <p className="dashboard__identity-email">{user.email}</p>
          </div>
        </div>
      )}
      <nav aria-label="Dashboard" className="dashboard__nav">
        <ul>
          {ENTRIES.map((entry) => (
            <li key={entry.label}>
              <NavLink
                to={entry.to}
                end={entry.end}
                className={({ isActive }) =>
                  isActive ? 'dashboard__link dashboard__link--active' : 'dashboard__link'
                }
              >
                <DashboardIcon name={entry.icon} />
                <span>{entry.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
