/**
 * The one new version waiting to take over, shared between the service worker's registration
 * (a chunk loaded after the first paint) and the UpdatePrompt in the layout.
 */
type ReloadIntoNewVersion = () => void;

let reloadIntoNewVersion: ReloadIntoNewVersion | null = null;
const listeners = new Set<() => void>();

/** Called by the registration once a new service worker is installed and waiting. */
export function offerNewVersion(reload: ReloadIntoNewVersion): void {
  reloadIntoNewVersion = reload;
  for (const listener of listeners) listener();
}

export function subscribeToNewVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How to reload into the waiting version, or null while there is none. */
export function newVersionOnOffer(): ReloadIntoNewVersion | null {
  return reloadIntoNewVersion;
}
