import { productsEndpoints } from '@gymfuel/contracts';
import { Workbox, type WorkboxMessageEvent } from 'workbox-window';
import { offerNewVersion } from './new-version';

/** What the page needs of workbox-window's Workbox; the tests hand in a fake. */
export type ServiceWorkerHandle = Pick<
  Workbox,
  'addEventListener' | 'register' | 'messageSkipWaiting'
>;

interface Reactions {
  /** The service worker holds a newer catalogue than the page shows: read it again. */
  onCatalogueChanged: () => void;
  reloadPage: () => void;
}

// Under the /api prefix (shared/api/client.ts); importing that module here would split it out of
// the main bundle into a chunk of its own, one more request on the first load.
const CATALOGUE_PATH = `/api${productsEndpoints.getProducts.path}`;

/** Workbox's broadcast-update message: a stale-while-revalidate read brought different data. */
function isCatalogueUpdate({ data }: WorkboxMessageEvent): boolean {
  const message = data as { meta?: string; payload?: { updatedURL?: string } } | null;
  if (message?.meta !== 'workbox-broadcast-update' || !message.payload?.updatedURL) return false;
  return new URL(message.payload.updatedURL).pathname === CATALOGUE_PATH;
}

/**
 * Registers the service worker (scripts/service-worker.mjs writes it) and follows it:
 * - a new version waits (the build sets no skipWaiting) until the shopper presses Reload, which
 *   tells it to take over; once it controls the page, the page reloads into it (any other tab
 *   of the old version too, whose code the new cache no longer holds);
 * - the first time one takes control, the catalogue is read again through it, so it is cached
 *   for offline use after a single visit;
 * - the catalogue is served stale-while-revalidate, so when the revalidation brings a change the
 *   page reads it again and shows it.
 */
export function followServiceWorker(
  serviceWorker: ServiceWorkerHandle,
  { onCatalogueChanged, reloadPage }: Reactions,
): void {
  serviceWorker.addEventListener('waiting', () =>
    offerNewVersion(() => serviceWorker.messageSkipWaiting()),
  );
  serviceWorker.addEventListener('controlling', (event) => {
    if (event.isUpdate) reloadPage();
    else onCatalogueChanged();
  });
  serviceWorker.addEventListener('message', (event) => {
    if (isCatalogueUpdate(event)) onCatalogueChanged();
  });
  // Without one the shop still works online, as it did before it had one.
  serviceWorker
    .register()
    .catch((error: unknown) => console.error('Could not register the service worker', error));
}

export function registerServiceWorker(onCatalogueChanged: () => void): void {
  followServiceWorker(new Workbox('/sw.js'), {
    onCatalogueChanged,
    reloadPage: () => window.location.reload(),
  });
}
