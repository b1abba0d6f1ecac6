import type { Category, PublicUser } from '@gymfuel/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useOrders } from '../../shared/api/get-orders';
import { useProducts } from '../../shared/api/get-products';
import { useAuth } from '../../shared/auth/auth-context';
import { paths } from '../../shared/routing/paths';
import { LoadError } from '../../shared/ui/LoadError';
import { Loader } from '../../shared/ui/Loader';
import { notify } from '../../shared/ui/notify';
import { Panel } from '../../shared/ui/Panel';
import { isLive } from '../../shared/orders/useLiveOrder';
import { ORDERS_FAILED_MESSAGE } from './messages';
import { numberOrders } from './number-orders';
import { OrderCard } from './OrderCard';
import './orders.css';
import { SessionWait } from '../../shared/auth/SessionWait';

/**
 * Each followed order holds a connection open, and a browser opens at most 6 to one host over
 * HTTP/1.1: beyond a few, the page's own requests would wait. The newest orders that can still
 * change (on their way, or with a refund under way) are followed; any older one shows its status
 * as of the last visit.
 */
const MAX_FOLLOWED_ORDERS = 3;

function OrdersList({ user }: { user: PublicUser }) {
  const orders = useOrders();
  const { data: products = [] } = useProducts();
  const categories = new Map<string, Category>(
    products.map((product) => [product._id, product.category]),
  );

  useEffect(() => {
    if (orders.isError) notify.error(ORDERS_FAILED_MESSAGE);
  }, [orders.isError]);

  if (orders.isPending) return <Loader label="Loading your orders" />;
  if (orders.isError) {
    return (
      <LoadError
        message="Your orders could not be loaded."
        onRetry={() => void orders.refetch()}
        isRetrying={orders.isFetching}
      />
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="orders__empty">
        <p>No orders yet. Your first protein-packed delivery is a few taps away.</p>
        <Link to={paths.products.getHref()} className="btn btn-primary">
          Explore Products
        </Link>
      </div>
    );
  }
  const numbered = numberOrders(orders.data);
  const followed = new Set(
    numbered
      .map(({ order }) => order)
      .filter(isLive)
      .slice(0, MAX_FOLLOWED_ORDERS)
      .map((order) => order.orderId),
  );
  return (
    <ol className="orders__list">
      {numbered.map((entry) => (
        <OrderCard
          key={entry.order.orderId}
          numbered={entry}
          user={user}
          categories={categories}
          isFollowed={followed.has(entry.order.orderId)}
        />
      ))}
    </ol>
  );
}

/**
 * The dashboard's Orders view (docs/product.md#orders): every order with its status, newest first.
 */
export function OrdersView() {
  const { user, isLoading } = useAuth();
  return (
    <Panel title="Orders">
      {isLoading ? (
        <SessionWait />
      ) : user ? (
        <>
          <p className="panel__lead">Track, cancel or review what you ordered.</p>
          <OrdersList user={user} />
        </>
      ) : (
        <div className="orders__empty">
          <p>Log in to see your orders.</p>
          <Link to={paths.login.getHref()} className="btn btn-primary">
            Log in
          </Link>
        </div>
      )}
    </Panel>
  );
}
