import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import '../../shared/ui/order-not-found.css';

/**
 * An unknown order, anyone else's, or one with no invoice (not paid online): all the same 404.
 * `notASale`: the shopper's own refunded second payment of a cart already paid for, which has
 * no invoice because nothing was sold.
 */
export function InvoiceMissing({ notASale = false }: { notASale?: boolean }) {
  return (
    <section className="order-missing page" aria-labelledby="invoice-missing-title">
      <img src="/art/1f963.webp" alt="" width={96} height={96} />
      <h1 id="invoice-missing-title">No invoice found for this order</h1>
      {notASale ? (
        <p>
          This cart was already paid for as another order, so this payment was refunded. Nothing was
          sold with it, so it has no tax invoice.
        </p>
      ) : (
        <p>
          A tax invoice is issued once an online payment is confirmed; an order paid on delivery has
          none yet, and gets it once delivered. Your orders are on your dashboard.
        </p>
      )}
      <Link to={paths.dashboard.getHref()} className="btn btn-primary">
        Go to my dashboard
      </Link>
    </section>
  );
}
