import { useState, useSyncExternalStore } from 'react';
import { newVersionOnOffer, subscribeToNewVersion } from '../service-worker/new-version';

/**
 * A deploy's service worker waits until the shopper agrees, so a page in use never mixes two
 * versions' code; Reload hands over to it and reloads
 * (docs/product.md#installable-app-and-the-menu-offline-ours).
 */
export function UpdatePrompt() {
  const reload = useSyncExternalStore(subscribeToNewVersion, newVersionOnOffer, () => null);
  const [reloading, setReloading] = useState(false);
  if (!reload) return null;
  return (
    <p className="update-prompt no-print" role="status">
      A new version is available —{' '}
      <button
        type="button"
        className="btn btn-outline update-prompt__reload"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          reload();
        }}
      >
        Reload
      </button>
    </p>
  );
}
