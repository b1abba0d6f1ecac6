import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ScrollToTopButton } from '../../shared/ui/ScrollToTopButton';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { OfflineMenuBanner } from './OfflineMenuBanner';
import { RouteAnnouncer } from './RouteAnnouncer';
import { TestModeBanner } from './TestModeBanner';
import { UpdatePrompt } from './UpdatePrompt';
import { useRouteTitle } from './useRouteTitle';
import './layout.css';

export function AppLayout() {
  useRouteTitle();
  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <TestModeBanner />
      <UpdatePrompt />
      <NavBar />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <OfflineMenuBanner />
        <Outlet />
      </main>
      <Footer />
      <ScrollToTopButton />
      <ScrollRestoration />
      <RouteAnnouncer />
    </div>
  );
}
