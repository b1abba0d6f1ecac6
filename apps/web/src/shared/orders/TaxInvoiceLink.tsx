import type { Order } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../routing/paths';

/**
 * 'Tax invoice', for an order paid online (its invoice is issued when the payment is verified);
 * nothing for one still to be paid on delivery.
 */
export function TaxInvoiceLink({ order, className }: { order: Order; className: string }) {
  if (order.paymentMethod !== 'credit-card') return null;
  return (
    <Link to={paths.taxInvoice.getHref(order.orderId)} className={className}>
      Tax invoice
    </Link>
  );
}
