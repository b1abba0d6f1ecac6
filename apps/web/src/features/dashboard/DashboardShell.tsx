import { Outlet } from 'react-router-dom';
import { DashboardNav } from './DashboardNav';
import './dashboard.css';

/**
 * The dashboard screen (/dashboard and /dash): the sidebar, which becomes a bottom bar at
 * 768 px or less, beside the chosen view. Views are child routes of the app's route registry.
 */
export function DashboardShell() {
  return (
    <div className="page dashboard">
      <DashboardNav />
      <div className="dashboard__view">
        <Outlet />
      </div>
    </div>
  );
}
