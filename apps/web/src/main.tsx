import './app/fonts.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initAnimations } from './app/animations';
import { App, restorePrerenderedQueries } from './app/App';
import { readPrerenderedPage } from './app/prerendered-page';

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
