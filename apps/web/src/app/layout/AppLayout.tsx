import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loader } from '../../shared/ui/Loader';
import { EarlyTapsReplay } from '../early-taps';
import { ScrollToTopButton } from '../../shared/ui/ScrollToTopButton';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { OfflineMenuBanner } from './OfflineMenuBanner';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollToTopOnNavigate } from './ScrollToTopOnNavigate';
import { TestModeBanner } from './TestModeBanner';
import { UpdatePrompt } from './UpdatePrompt';
import './layout.css';

export function AppLayout() {
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
        {/* Pages are lazy chunks (routes.tsx): the loader shows while one downloads. */}
        <Suspense fallback={<Loader />}>
          <Outlet />
          {/* Inside the page's boundary: React hydrates it in a pass of its own, after the rest
              of the layout, and a tap held on the page must wait for the page (early-taps.ts). */}
          <EarlyTapsReplay />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTopButton />
      <ScrollToTopOnNavigate />
      <RouteAnnouncer />
    </div>
  );
}
