import { CATALOGUE_PATH } from '../../shared/api/catalogue-path';

/** Workbox's broadcast-update message: a stale-while-revalidate read brought a new catalogue. */
export function isCatalogueUpdate(data: unknown): boolean {
  const message = data as { meta?: string; payload?: { updatedURL?: string } } | null;
  if (message?.meta !== 'workbox-broadcast-update' || !message.payload?.updatedURL) return false;
  return new URL(message.payload.updatedURL).pathname === CATALOGUE_PATH;
}

/**
 * Reads the catalogue again whenever the service worker announces a newer one. Listened for from
 * the page's first line: the worker answers the page's first catalogue read from its cache and
 * announces the fresh one moments later, usually before the page has loaded and registered the
 * worker (register-service-worker.ts waits for `load`), and a message nobody listens for is lost.
 */
export function followCatalogueUpdates(
  serviceWorkers: EventTarget,
  onCatalogueChanged: () => void,
): void {
  serviceWorkers.addEventListener('message', (event) => {
    if (isCatalogueUpdate((event as MessageEvent).data)) onCatalogueChanged();
  });
}
