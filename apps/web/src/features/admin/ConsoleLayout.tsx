import { NavLink, Outlet } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { mayOpen } from '../../shared/auth/roles';
import { CONSOLE_SCREENS } from './console-screens';
import './admin.css';

/**
 * The operator console's frame (/admin/*, its own chunk): a row of tabs, one per screen the
 * caller may open (owners see every one, staff the day-to-day ones), above the chosen screen. On
 * a phone the tabs scroll sideways, so a rider's or a kitchen's phone reaches each in one tap.
 */
export default function ConsoleLayout() {
  const { user } = useAuth();
  const screens = CONSOLE_SCREENS.filter((screen) => mayOpen(user, screen.access));
  return (
    <div className="page console">
      <nav aria-label="Operator console" className="console__tabs">
        <ul>
          {screens.map((screen) => (
            <li key={screen.path}>
              <NavLink
                to={screen.path}
                className={({ isActive }) =>
                  isActive ? 'console__tab console__tab--active' : 'console__tab'
                }
              >
                {screen.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
