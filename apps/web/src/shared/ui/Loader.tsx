import { productArtUrl } from '@gymfuel/contracts';
import './loader.css';

interface LoaderProps {
  /** Fill the viewport, for the /loader route and whole-page waits. */
  fullScreen?: boolean;
  label?: string;
}

export function Loader({ fullScreen = false, label = 'Loading' }: LoaderProps) {
  return (
    <div className={fullScreen ? 'loader loader--full' : 'loader'} role="status" aria-live="polite">
      <span className="loader__ring" aria-hidden="true">
        <img className="loader__art" src={productArtUrl('1f964')} alt="" width={40} height={40} />
      </span>
      <span className="loader__label">{label}…</span>
    </div>
  );
}
