import { isSale, type Order } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../routing/paths';

/**
 * 'Tax invoice', for an order paid online (its invoice is issued when the payment is verified)
 * or paid on delivery and delivered (issued at the handover); nothing for one still to be paid,
 * nor for a refunded second payment of a cart already placed, which was never a sale.
 */
export function TaxInvoiceLink({ order, className }: { order: Order; className: string }) {
  const paid = order.paymentMethod === 'credit-card' || order.status === 'Delivered';
  if (!paid || !isSale(order)) return null;
  return (
    <Link to={paths.taxInvoice.getHref(order.orderId)} className={className}>
      Tax invoice
    </Link>
  );
}
