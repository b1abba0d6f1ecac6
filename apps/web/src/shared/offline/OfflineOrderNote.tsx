import './offline.css';

/** Says why an ordering action is disabled (useOfflineOrdering); nothing while online. */
export function OfflineOrderNote({ id, offline }: { id: string; offline: boolean }) {
  if (!offline) return null;
  return (
    <p id={id} className="offline-note">
      You are offline. Connect to order.
    </p>
  );
}
