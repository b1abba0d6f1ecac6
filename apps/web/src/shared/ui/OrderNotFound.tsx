import { Link } from 'react-router-dom';
import { paths } from '../routing/paths';
import './order-not-found.css';

/**
 * 'No order details found!' for an unknown order id, and equally for another user's order (the
 * API answers both with the same 404); see docs/product.md#track-order.
 */
export function OrderNotFound() {
  return (
    <section className="order-missing page" aria-labelledby="order-missing-title">
      <img src="/art/1f963.webp" alt="" width={96} height={96} />
      <h1 id="order-missing-title">No order details found!</h1>
      <p>Check the link, or find the order among the orders on your dashboard.</p>
      <Link to={paths.dashboard.getHref()} className="btn btn-primary">
        Go to my dashboard
      </Link>
    </section>
  );
}
