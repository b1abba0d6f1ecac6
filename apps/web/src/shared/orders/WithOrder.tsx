import type { Order } from '@gymfuel/contracts';
import type { ReactNode } from 'react';
import { isMissingAnswer } from '../api/api-error';
import { isOrderId, useOrder } from '../api/get-order';
import { SignedInOnly } from '../auth/SignedInOnly';
import { OrderUnavailable } from './OrderUnavailable';
import { Loader } from '../ui/Loader';
import { OrderNotFound } from '../ui/OrderNotFound';
import './with-order.css';

interface WithOrderProps {
  /** From the URL, so anything at all. */
  orderId: string | undefined;
  children: (order: Order) => ReactNode;
}

function OrderOrNotice({ orderId, children }: WithOrderProps) {
  const { data: order, error, refetch, isFetching } = useOrder(orderId);
  if (!isOrderId(orderId) || isMissingAnswer(error)) return <OrderNotFound />;
  if (order) return children(order);
  if (error) {
    return (
      <OrderUnavailable
        message="This order could not be loaded right now."
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
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
