import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { CONSOLE_SCREENS } from '../features/admin/console-screens';
import { paths } from '../shared/routing/paths';
import { ConsoleGate } from './ConsoleGate';

const ConsoleLayout = lazy(() => import('../features/admin/ConsoleLayout'));

/**
 * The operator console (/admin/*): its frame and each screen are lazy chunks behind a gate, so
 * a shopper's first load does not grow with it. /admin opens the first screen.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: paths.admin.path,
    element: (
      <ConsoleGate access="staff">
        <ConsoleLayout />
      </ConsoleGate>
    ),
    children: [
      { index: true, element: <Navigate to={CONSOLE_SCREENS[0].path} replace /> },
      ...CONSOLE_SCREENS.map(({ path, label, access, load }) => {
        const Screen = lazy(load);
        return {
          path,
          element: (
            <ConsoleGate access={access} title={label}>
              <Screen />
            </ConsoleGate>
          ),
        };
      }),
    ],
  },
];
