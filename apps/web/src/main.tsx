import './app/fonts.css';
import './app/styles.css';
import './app/prerendered-page-styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initAnimations } from './app/animations';
import { App, refreshCatalogue, restorePrerenderedQueries } from './app/App';
import { preloadPages } from './app/lazy-page';
import { EarlyTapsReplay } from './app/early-taps';
import { readPrerenderedPage } from './app/prerendered-page';
import { appRoutes } from './app/routes';
import { followCatalogueUpdates } from './app/service-worker/catalogue-updates';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

initAnimations();
const prerendered = readPrerenderedPage(root);
if (prerendered) restorePrerenderedQueries(prerendered.queries);
const app = (
  <StrictMode>
    <App />
    <EarlyTapsReplay />
  </StrictMode>
);
// The page's own code first (pages are lazy chunks, routes.tsx): the first render shows it at
// once, as the prerendered markup does, instead of suspending on it.
void preloadPages(appRoutes, window.location.pathname).then(() => {
  if (prerendered?.hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
});

// Only in a build (the dev server has no sw.js). The service worker keeps the menu for offline
// use and offers new versions (docs/architecture.md#installable-menu): registered after the page
// has loaded, as it is no part of the first paint, but its news of a newer catalogue is listened
// for from here on.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  followCatalogueUpdates(navigator.serviceWorker, refreshCatalogue);
  window.addEventListener('load', () => {
    void import('./app/service-worker/register-service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(refreshCatalogue),
    );
  });
}
