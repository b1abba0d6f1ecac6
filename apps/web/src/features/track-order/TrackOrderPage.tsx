import type { Category, Order } from '@gymfuel/contracts';
import { useParams } from 'react-router-dom';
import { useProducts } from '../../shared/api/get-products';
import { orderDay } from '../../shared/orders/order-day';
import { orderSlotText } from '../../shared/orders/order-slot';
import { RefundNote } from '../../shared/orders/RefundNote';
import { TaxInvoiceLink } from '../../shared/orders/TaxInvoiceLink';
import { useLiveOrder } from '../../shared/orders/useLiveOrder';
import { WithOrder } from '../../shared/orders/WithOrder';
import { OrderLineItem } from '../../shared/ui/OrderLineItem';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { SummaryRows } from '../../shared/ui/SummaryRows';
import '../../shared/ui/surface-card.css';
import { HandoverCode } from './HandoverCode';
import { OrderTimeline } from './OrderTimeline';
import './track-order.css';

function TrackOrder({ order }: { order: Order }) {
  useLiveOrder(order);
  const { data: products = [] } = useProducts();
  const categories = new Map<string, Category>(
    products.map((product) => [product._id, product.category]),
  );
  const slot = orderSlotText(order);

  return (
    <section className="track page" aria-labelledby="track-title">
      <header className="track__header">
        <div>
          <span className="eyebrow">Delivery to your gym</span>
          <h1 id="track-title" className="page-title">
            Track Order
          </h1>
          <p className="track__placed">
            Order <strong className="track__order-id">#{order.orderId}</strong> · placed on{' '}
            {orderDay(order)}
          </p>
          <TaxInvoiceLink order={order} className="track__invoice-link" />
        </div>
        {/* The stream moves the status on screen: said when it changes. */}
        <div aria-live="polite">
          <StatusBadge status={order.status} />
        </div>
      </header>

      <section className="surface-card" aria-labelledby="track-status-title">
        <h2 id="track-status-title" className="track__card-title">
          Delivery status
        </h2>
        <RefundNote order={order} />
        {slot && (
          <p className="track__slot">
            <span className="track__slot-label">Delivery slot</span> {slot}
          </p>
        )}
        <HandoverCode order={order} />
        <OrderTimeline
          status={order.status}
          timeline={order.timeline}
          day={order.slot?.date ?? orderDay(order)}
        />
      </section>

      <div className="track__layout">
        <section className="surface-card" aria-labelledby="track-items-title">
          <h2 id="track-items-title" className="track__card-title">
            Items
          </h2>
          <ul className="track__lines">
            {order.order.map((line) => (
              <OrderLineItem
                key={line.productId}
                line={line}
                category={categories.get(line.productId)}
              />
            ))}
          </ul>
        </section>

        <aside className="surface-card" aria-labelledby="track-summary-title">
          <h2 id="track-summary-title" className="track__card-title">
            Summary
          </h2>
          <SummaryRows summary={order.summary} />
          <dl className="track__delivery">
            <div>
              <dt>Deliver to</dt>
              <dd>
                {order.userName}, {order.address}
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{order.phoneNumber}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </section>
  );
}

/** /orders/trackorder/{orderId} (docs/product.md#track-order). */
export function TrackOrderPage() {
  const { id } = useParams();
  return <WithOrder orderId={id}>{(order) => <TrackOrder order={order} />}</WithOrder>;
}
