import { canCancel, formatInr, isSale, type Category, type PublicUser } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { orderDay } from '../../shared/orders/order-day';
import { orderSlotText } from '../../shared/orders/order-slot';
import { RefundNote } from '../../shared/orders/RefundNote';
import { TaxInvoiceLink } from '../../shared/orders/TaxInvoiceLink';
import { useLiveOrder } from '../../shared/orders/useLiveOrder';
import { paths } from '../../shared/routing/paths';
import { OrderLineItem } from '../../shared/ui/OrderLineItem';
import { formatSavings } from '../../shared/ui/format-savings';
import { StatusBadge } from '../../shared/ui/StatusBadge';
import { CancelOrderButton } from './CancelOrderButton';
import type { NumberedOrder } from './number-orders';
import { OrderAgainButton } from './OrderAgainButton';
import { ReviewForm } from './ReviewForm';

interface OrderCardProps {
  numbered: NumberedOrder;
  user: PublicUser;
  categories: ReadonlyMap<string, Category>;
  /** Whether it is followed live while it can still change. */
  isFollowed: boolean;
}

/** One order of the list (docs/product.md#orders), kept live while it can still change. */
export function OrderCard({
  numbered: { order, number },
  user,
  categories,
  isFollowed,
}: OrderCardProps) {
  useLiveOrder(order, isFollowed);
  const titleId = `order-${order.orderId}`;
  const isDelivered = order.status === 'Delivered';
  const slot = orderSlotText(order);

  return (
    <li className="order-card" aria-labelledby={titleId}>
      <header className="order-card__header">
        <h2 id={titleId} className="order-card__title">
          Order #{number}
        </h2>
        <StatusBadge status={order.status} />
      </header>
      <dl className="order-card__meta">
        <div>
          <dt>Date</dt>
          <dd>{orderDay(order)}</dd>
        </div>
        <div>
          <dt>Order ID</dt>
          <dd>{order.orderId}</dd>
        </div>
        {order.summary.discountedAmmount > 0 && (
          <div className="order-card__savings">
            <dt>Savings</dt>
            <dd>{formatSavings(order.summary.discountedAmmount)}</dd>
          </div>
        )}
        <div>
          <dt>Amount</dt>
          <dd>{formatInr(order.paymentAmmount)}</dd>
        </div>
        {slot && (
          <div className="order-card__slot">
            <dt>Delivery slot</dt>
            <dd>{slot}</dd>
          </div>
        )}
      </dl>
      <RefundNote order={order} />
      <ul className="order-card__lines">
        {order.order.map((line) => (
          <OrderLineItem key={line.productId} line={line} category={categories.get(line.productId)}>
            {isDelivered &&
              (line.reviewed ? (
                // Each line takes one review: a form here could only fail with a conflict.
                <p className="review-form__done">Reviewed</p>
              ) : (
                <ReviewForm user={user} orderId={order.orderId} line={line} />
              ))}
          </OrderLineItem>
        ))}
      </ul>
      <footer className="order-card__actions">
        <Link to={paths.trackOrder.getHref(order.orderId)} className="btn btn-primary">
          Track Order
        </Link>
        <TaxInvoiceLink order={order} className="btn btn-outline" />
        {/* Once Delivered or Cancelled it can no longer be cancelled, but it can be bought again;
            not a refunded second payment, whose lines are the standing order's. */}
        {canCancel(order.status) ? (
          <CancelOrderButton orderId={order.orderId} />
        ) : (
          isSale(order) && <OrderAgainButton orderId={order.orderId} />
        )}
      </footer>
    </li>
  );
}
