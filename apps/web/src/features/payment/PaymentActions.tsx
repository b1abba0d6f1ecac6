import type { PaymentMethod } from '@gymfuel/contracts';

interface PaymentActionsProps {
  method: PaymentMethod;
  busy: boolean;
  onPayNow: () => void;
  onPlaceOrder: () => void;
}

/**
 * 'Pay Now' opens the provider; 'Place Your Order' is only for pay-on-delivery
 * (docs/product.md#payment).
 */
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
