import './app/fonts.css';
import './app/styles.css';
import './app/prerendered-page-styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initAnimations } from './app/animations';
import { App, refreshCatalogue, restorePrerenderedQueries } from './app/App';
import { preloadPages } from './app/lazy-page';
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
  </StrictMode>
);
// The page's own code first (pages are lazy chunks, routes.tsx): the first render shows it at
// once, as the prerendered markup does, instead of suspending on it.
void preloadPages(appRoutes, window.location.pathname).then(() => {
  // As a transition, React hydrates in slices, yielding to the browser every few milliseconds,
  // instead of in one long task that would hold up a tap on the already visible page.
  if (prerendered?.hydrate) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
});

// Only in a build (the dev server has no sw.js). The service worker keeps the menu for offline
// use and offers new versions (docs/architecture.md#installable-menu): registered after the page
// has loaded and the browser is idle, as it is no part of the first paint or of hydration, but
// its news of a newer catalogue is listened for from here on. A prerendered page runs this code
// after its first paint, often after the load event (docs/architecture.md#prerendered-pages).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  followCatalogueUpdates(navigator.serviceWorker, refreshCatalogue);
  const register = () =>
    void import('./app/service-worker/register-service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(refreshCatalogue),
    );
  // Safari has no requestIdleCallback.
  const registerWhenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle);
}
