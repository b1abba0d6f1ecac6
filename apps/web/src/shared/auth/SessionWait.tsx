import { productArtUrl } from '@gymfuel/contracts';
import { useOnline } from '../hooks/useOnline';
import { Loader } from '../ui/Loader';

/**
 * What a screen for signed-in users shows while who is signed in is unknown (useAuth's
 * isLoading): the session check's loader, or, offline, why it waits, laid out as the loader (no
 * spinning ring: nothing moves until the network is back). Offline the check cannot answer until
 * the network returns, so a signed-in shopper is neither asked to log in nor left with a loader
 * that never ends.
 */
export function SessionWait({ fullScreen = false }: { fullScreen?: boolean }) {
  const online = useOnline();
  if (online) return <Loader fullScreen={fullScreen} />;
  return (
    <div className={fullScreen ? 'loader loader--full' : 'loader'} role="status">
      <img className="loader__art" src={productArtUrl('1f964')} alt="" width={40} height={40} />
      <p className="loader__label">You are offline. Connect to order.</p>
    </div>
  );
}
