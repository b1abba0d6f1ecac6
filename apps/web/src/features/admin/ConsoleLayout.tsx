import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
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
  const tabsRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The chosen tab is brought into view, also when the console opens straight on a later screen
  // (a reload, a link): on a phone it was scrolled out of sight, and nothing said where one was.
  useEffect(() => {
    tabsRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div className="page console">
      <nav ref={tabsRef} aria-label="Operator console" className="console__tabs">
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
