import type { PaymentMethod } from '@gymfuel/contracts';

interface PaymentActionsProps {
  method: PaymentMethod;
  busy: boolean;
  onPayNow: () => void;
  onPlaceOrder: () => void;
}

/** 'Pay Now' opens the provider; 'Place Your Order' exists only for pay-on-delivery (spec section 2). */
export function PaymentActions({ method, busy, onPayNow, onPlaceOrder }: PaymentActionsProps) {
  const isPayOnDelivery = method === 'pay-on-delivery';
  return (
    <button
      type="button"
      className="btn btn-primary payment__pay"
      onClick={isPayOnDelivery ? onPlaceOrder : onPayNow}
      disabled={busy}
      aria-busy={busy}
    >
      {isPayOnDelivery ? 'Place Your Order' : 'Pay Now'}
    </button>
  );
}
