import type { Order } from '@gymfuel/contracts';
import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { isOrderId, useOrder } from '../api/get-order';
import { SignedInOnly } from '../auth/SignedInOnly';
import { Loader } from '../ui/Loader';
import { OrderNotFound } from '../ui/OrderNotFound';
import './with-order.css';

interface WithOrderProps {
  /** From the URL, so anything at all. */
  orderId: string | undefined;
  children: (order: Order) => ReactNode;
}

/** The API answers an unknown order, and anyone else's, as missing; a malformed id as bad input. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function OrderOrNotice({ orderId, children }: WithOrderProps) {
  const { data: order, error, refetch, isFetching } = useOrder(orderId);
  if (!isOrderId(orderId) || isMissing(error)) return <OrderNotFound />;
  if (order) return children(order);
  if (error) {
    return (
      <section className="order-unavailable page" role="alert">
        <p>This order could not be loaded right now.</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void refetch()}
          disabled={isFetching}
        >
          Try again
        </button>
      </section>
    );
  }
  return <Loader fullScreen label="Loading your order" />;
}

/** A screen about one of the signed-in user's orders (confirmation, tracking). */
export function WithOrder(props: WithOrderProps) {
  return (
    <SignedInOnly>
      <OrderOrNotice {...props} />
    </SignedInOnly>
  );
}
