import { describeRefund, type Order } from '@gymfuel/contracts';
import './refund-note.css';

/**
 * Where a cancelled order's money is: 'Refund of ₹398.00 initiated', then '… processed' or
 * '… failed — we will contact you'. Nothing for an order without a refund (not cancelled, or
 * paid on delivery). The live stream changes it in place, so the change is read out. The record of
 * a cart paid twice (two tabs) first names the order that stands, so it is not taken for a
 * cancelled purchase.
 */
export function RefundNote({ order }: { order: Pick<Order, 'refund' | 'duplicateOf'> }) {
  const { refund, duplicateOf } = order;
  return (
    <div aria-live="polite">
      {duplicateOf !== undefined && (
        <p className="refund-note refund-note--repeat">
          This cart was already paid for as order {duplicateOf}. This payment is refunded.
        </p>
      )}
      {refund && (
        <p className={`refund-note refund-note--${refund.status}`}>{describeRefund(refund)}</p>
      )}
    </div>
  );
}
