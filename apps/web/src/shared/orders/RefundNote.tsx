import { describeRefund, type Order } from '@gymfuel/contracts';
import './refund-note.css';

/**
 * Where a cancelled order's money is: 'Refund of ₹398.00 initiated', then '… processed' or
 * '… failed — we will contact you'. Nothing for an order without a refund (not cancelled, or
 * paid on delivery). The live stream changes it in place, so the change is read out.
 */
export function RefundNote({ order }: { order: Pick<Order, 'refund'> }) {
  const { refund } = order;
  return (
    <div aria-live="polite">
      {refund && (
        <p className={`refund-note refund-note--${refund.status}`}>{describeRefund(refund)}</p>
      )}
    </div>
  );
}
