import type { Category, Order } from '@gymfuel/contracts';
import { Link, useParams } from 'react-router-dom';
import { useProducts } from '../../shared/api/get-products';
import { orderSlotText } from '../../shared/orders/order-slot';
import { TaxInvoiceLink } from '../../shared/orders/TaxInvoiceLink';
import { WithOrder } from '../../shared/orders/WithOrder';
import { paths } from '../../shared/routing/paths';
import { formatIndiaDate } from '../../shared/ui/format-india-date';
import { OrderLineItem } from '../../shared/ui/OrderLineItem';
import { SummaryRows } from '../../shared/ui/SummaryRows';
import './confirmation.css';

const PAYMENT_METHOD_LABELS: Record<Order['paymentMethod'], string> = {
  'credit-card': 'Online',
  'pay-on-delivery': 'Pay on delivery',
};

/** What the order's total is to the shopper: paid online, or still to pay at the gym. */
const AMOUNT_LABELS: Record<Order['paymentMethod'], string> = {
  'credit-card': 'Amount paid',
  'pay-on-delivery': 'Amount to pay on delivery',
};

/** What was bought: each line with its quantity, then the amounts with the discount. */
function OrderedItems({ order }: { order: Order }) {
  const { data: products = [] } = useProducts();
  const categories = new Map<string, Category>(
    products.map((product) => [product._id, product.category]),
  );
  return (
    <section className="confirmation__order" aria-labelledby="confirmation-order-title">
      <h2 id="confirmation-order-title" className="confirmation__order-title">
        Your order
      </h2>
      <ul className="confirmation__lines">
        {order.order.map((line) => (
          <OrderLineItem
            key={line.productId}
            line={line}
            category={categories.get(line.productId)}
          />
        ))}
      </ul>
      <SummaryRows summary={order.summary} totalLabel={AMOUNT_LABELS[order.paymentMethod]} />
    </section>
  );
}

function Confirmation({ order }: { order: Order }) {
  const slot = orderSlotText(order);
  const details = [
    ['Date', formatIndiaDate(new Date())],
    ['Payment Method', PAYMENT_METHOD_LABELS[order.paymentMethod]],
    ['Name', order.userName],
    ['Address', order.address],
    ['Phone', order.phoneNumber],
    ...(slot ? [['Delivery slot', slot] as const] : []),
  ];

  return (
    <section className="confirmation page" aria-labelledby="confirmation-title">
      <div className="confirmation__card">
        <span className="confirmation__tick" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h1 id="confirmation-title" className="confirmation__title">
          Thanks for your order!
        </h1>
        <p className="confirmation__number">
          Order number <strong>#{order.orderId}</strong>
        </p>
        <p className="confirmation__text">
          Your order will be processed within 24 hours on working days. We will notify you by e-mail
          once your order has been shipped.
        </p>

        <dl className="confirmation__details">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>

        <OrderedItems order={order} />

        <div className="confirmation__actions">
          <Link to={paths.trackOrder.getHref(order.orderId)} className="btn btn-primary">
            Track your order
          </Link>
          <TaxInvoiceLink order={order} className="btn btn-outline" />
          <Link to={paths.products.getHref()} className="btn btn-outline">
            Return to shopping
          </Link>
        </div>
      </div>
    </section>
  );
}

/** /cart/checkout/payment/confirmation/{orderId} (docs/product.md#confirmation). */
export function ConfirmationPage() {
  const { id } = useParams();
  return <WithOrder orderId={id}>{(order) => <Confirmation order={order} />}</WithOrder>;
}
