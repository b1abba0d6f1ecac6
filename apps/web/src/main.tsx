import './app/fonts.css';
import './app/styles.css';
import './app/prerendered-page-styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initAnimations } from './app/animations';
import { App, restorePrerenderedQueries } from './app/App';
import { preloadPages } from './app/lazy-page';
import { readPrerenderedPage } from './app/prerendered-page';
import { appRoutes } from './app/routes';

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
  if (prerendered?.hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
