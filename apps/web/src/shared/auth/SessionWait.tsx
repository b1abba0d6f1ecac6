import { useOnline } from '../hooks/useOnline';
import { Loader } from '../ui/Loader';
import '../offline/offline.css';

/**
 * What a screen for signed-in users shows while who is signed in is unknown (useAuth's
 * isLoading): the session check's loader, or, offline, why it waits. Offline the check cannot
 * answer until the network is back, so a signed-in shopper is neither asked to log in nor left
 * with a loader that never ends.
 */
export function SessionWait({ fullScreen = false }: { fullScreen?: boolean }) {
  const online = useOnline();
  if (!online) {
    return (
      <p className="offline-note" role="status">
        You are offline. Connect to order.
      </p>
    );
  }
  return <Loader fullScreen={fullScreen} />;
}
