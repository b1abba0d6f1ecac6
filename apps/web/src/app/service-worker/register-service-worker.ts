import { Workbox } from 'workbox-window';
import { offerNewVersion } from './new-version';

/** What the page needs of workbox-window's Workbox; the tests hand in a fake. */
export type ServiceWorkerHandle = Pick<
  Workbox,
  'addEventListener' | 'register' | 'messageSkipWaiting'
>;

interface Reactions {
  /** A service worker took control for the first time: read the catalogue through it. */
  onFirstControl: () => void;
  reloadPage: () => void;
}

/**
 * Registers the service worker (scripts/service-worker.mjs writes it) and follows it:
 * - a new version waits (the build sets no skipWaiting) until the shopper presses Reload, which
 *   tells it to take over; once it controls the page, the page reloads into it (any other tab
 *   of the old version too, whose code the new cache no longer holds);
 * - the first time one takes control, the catalogue is read again through it, so it is cached
 *   for offline use after a single visit.
 * (Its announcements of a newer catalogue are followed from the first line: catalogue-updates.ts.)
 */
export function followServiceWorker(
  serviceWorker: ServiceWorkerHandle,
  { onFirstControl, reloadPage }: Reactions,
): void {
  serviceWorker.addEventListener('waiting', () =>
    offerNewVersion(() => serviceWorker.messageSkipWaiting()),
  );
  serviceWorker.addEventListener('controlling', (event) => {
    if (event.isUpdate) reloadPage();
    else onFirstControl();
  });
  // Without one the shop still works online, as it did before it had one.
  serviceWorker
    .register()
    .catch((error: unknown) => console.error('Could not register the service worker', error));
}

export function registerServiceWorker(onFirstControl: () => void): void {
  followServiceWorker(new Workbox('/sw.js'), {
    onFirstControl,
    reloadPage: () => window.location.reload(),
  });
}
