import type { PaymentMethod } from '@gymfuel/contracts';
import { OfflineOrderNote } from '../../shared/offline/OfflineOrderNote';
import { useOfflineOrdering } from '../../shared/offline/useOfflineOrdering';

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
  const ordering = useOfflineOrdering();
  return (
    <>
      <button
        type="button"
        className="btn btn-primary payment__pay"
        onClick={isPayOnDelivery ? onPlaceOrder : onPayNow}
        disabled={busy || ordering.offline}
        aria-busy={busy}
        aria-describedby={ordering.offline ? ordering.noteId : undefined}
      >
        {isPayOnDelivery ? 'Place Your Order' : 'Pay Now'}
      </button>
      <OfflineOrderNote id={ordering.noteId} offline={ordering.offline} />
    </>
  );
}
