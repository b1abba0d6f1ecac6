import type { PaymentMethod } from '@gymfuel/contracts';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../shared/auth/auth-context';
import { SignedInOnly } from '../../shared/auth/SignedInOnly';
import { keepAppliedVoucher } from '../../shared/checkout/applied-voucher';
import { clearCheckoutState, useCheckoutState } from '../../shared/checkout/checkout-state';
import { paths } from '../../shared/routing/paths';
import '../../shared/ui/surface-card.css';
import '../../shared/ui/aside-layout.css';
import { DeliveryDetails } from './DeliveryDetails';
import { isPayable, type PayableOrder } from './payable-order';
import { PaymentActions } from './PaymentActions';
import { DEFAULT_PAYMENT_METHOD, PaymentMethodCard } from './PaymentMethodCard';
import { PaymentSummary } from './PaymentSummary';
import { TestPaymentDialog } from './TestPaymentDialog';
import { usePaymentFlow, type OnPlaced } from './usePaymentFlow';
import './payment.css';

interface PaymentScreenProps {
  order: PayableOrder;
  method: PaymentMethod;
  onPlaced: OnPlaced;
}

function PaymentScreen({ order, method, onPlaced }: PaymentScreenProps) {
  const flow = usePaymentFlow(order, onPlaced);

  return (
    <section className="payment page" aria-labelledby="payment-title">
      <header className="payment__header">
        <h1 id="payment-title" className="page-title">
          Payment
        </h1>
        <p className="page-lead">Pay To Proceed</p>
      </header>

      <div className="aside-layout payment__layout">
        <div className="payment__main">
          <PaymentMethodCard method={method} />
          <DeliveryDetails address={order.address} slot={order.slot} />
        </div>
        <aside className="surface-card aside-layout__aside payment__aside">
          <PaymentSummary order={order} />
          <PaymentActions
            method={method}
            busy={flow.isBusy}
            onPayNow={flow.payNow}
            onPlaceOrder={() => void flow.placeOrder()}
          />
          <p className="payment__secure">
            Your payment is verified by GymFuel before the order is placed. Your cart stays as it is
            until then.
          </p>
        </aside>
      </div>

      {flow.testOrder && (
        <TestPaymentDialog
          providerOrder={flow.testOrder}
          busy={flow.isAnsweringTest}
          onAnswer={flow.answerTestPayment}
          onClose={flow.closeTestPayment}
        />
      )}
    </section>
  );
}

function Payment() {
  const { user } = useAuth();
  const order = useCheckoutState();
  const [placed, setPlaced] = useState<{ orderId: string; cancelled: boolean } | null>(null);

  // Checked first: once the order exists the checkout is cleared, and that must not read as
  // "no order" and send the shopper to the cart. An order cancelled already is not confirmed:
  // its track page shows it cancelled, and its refund.
  if (placed) {
    const to = placed.cancelled ? paths.trackOrder : paths.confirmation;
    return <Navigate to={to.getHref(placed.orderId)} replace />;
  }
  // docs/product.md#payment: with no order the shopper goes back to the cart; without an address
  // or a delivery slot, to checkout.
  if (!order) return <Navigate to={paths.cart.getHref()} replace />;
  if (!isPayable(order)) return <Navigate to={paths.checkout.getHref()} replace />;

  // The order used the cart's voucher: the next cart starts without one.
  const onPlaced: OnPlaced = (orderId, { cancelled }) => {
    flushSync(() => setPlaced({ orderId, cancelled }));
    clearCheckoutState();
    if (user) keepAppliedVoucher(user._id, null);
  };
  return <PaymentScreen order={order} method={DEFAULT_PAYMENT_METHOD} onPlaced={onPlaced} />;
}

export function PaymentPage() {
  return (
    <SignedInOnly>
      <Payment />
    </SignedInOnly>
  );
}
