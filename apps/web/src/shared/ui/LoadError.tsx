import './load-error.css';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'The menu could not be loaded.' */
  message: string;
  onRetry: () => void;
  /** True while the retry is on its way. */
  isRetrying: boolean;
}

/** A read that failed: says so and offers 'Try again', rather than showing an empty screen. */
export function LoadError({ message, onRetry, isRetrying }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__message">{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry} disabled={isRetrying}>
        Try again
      </button>
    </div>
  );
}
