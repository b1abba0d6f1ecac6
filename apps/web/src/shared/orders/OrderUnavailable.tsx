import './with-order.css';

interface OrderUnavailableProps {
  /** What could not be loaded, e.g. 'This order could not be loaded right now.' */
  message: string;
  onRetry: () => void;
  /** True while the retry is on its way. */
  isRetrying: boolean;
}

/** A page about one order whose read failed (not a missing order): says so and offers 'Try again'. */
export function OrderUnavailable({ message, onRetry, isRetrying }: OrderUnavailableProps) {
  return (
    <section className="order-unavailable page" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry} disabled={isRetrying}>
        Try again
      </button>
    </section>
  );
}
