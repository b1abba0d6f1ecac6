import { Outlet } from 'react-router-dom';
import { DashboardNav } from './DashboardNav';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import './dashboard.css';

/**
 * The dashboard screen (/dashboard and /dash): the sidebar, which becomes a bottom bar at
 * 768 px or less, beside the chosen view, under the banner asking to verify the e-mail when it
 * is not yet. Views are child routes of the app's route registry.
 */
export function DashboardShell() {
  return (
    <div className="page dashboard">
      <DashboardNav />
      <div className="dashboard__view">
        <VerifyEmailBanner />
        <Outlet />
      </div>
    </div>
  );
}
