import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initAnimations } from './app/animations';
import { App, refreshCatalogue, restorePrerenderedQueries } from './app/App';
import { readPrerenderedPage } from './app/prerendered-page';
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
if (prerendered?.hydrate) hydrateRoot(root, app);
else createRoot(root).render(app);

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
