import { canCancel, formatInr, nextStatus, slotTimes, type BoardOrder } from '@gymfuel/contracts';
import { useId, useState } from 'react';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { useAdvanceOrder } from './api/advance-order';
import { CancelOrderDialog } from './CancelOrderDialog';
import { HandoverDialog } from './HandoverDialog';

/** How a cancelled card says who cancelled it, and why. */
function cancellationText({ cancellation }: BoardOrder): string | null {
  if (cancellation === undefined) return null;
  if (cancellation.by === 'shopper') return 'Cancelled by the customer';
  return `Cancelled by staff: ${cancellation.reason ?? ''}`;
}

/**
 * One order on the board: what to hand over, to whom and where, its flags, and the buttons that
 * move it one step ('Move to Shipped'…; Delivered asks for the handover code) or cancel it.
 */
export function OrderCard({ order }: { order: BoardOrder }) {
  const titleId = useId();
  const [dialog, setDialog] = useState<'handover' | 'cancel' | null>(null);
  const advance = useAdvanceOrder();
  const next = nextStatus(order.status);
  const { orderId, shopper } = order;

  const moveOn = () => {
    // Nothing moves back to Processing: this narrows the type for the request.
    if (next === null || next === 'Processing') return;
    if (next === 'Delivered') {
      setDialog('handover');
      return;
    }
    // The expected step goes along: if someone moved the order meanwhile, this is refused.
    advance.mutate({ orderId, status: next });
  };

  const cancelled = cancellationText(order);
  return (
    <article className="board-card" aria-labelledby={titleId}>
      <h5 id={titleId} className="board-card__title">
        Order {orderId}
      </h5>
      {(order.overbooked || order.voucherOverLimit || order.slotPassed) && (
        <ul className="board-card__flags" aria-label="Flags">
          {order.overbooked && <li className="board-card__flag">Overbooked</li>}
          {order.voucherOverLimit && <li className="board-card__flag">Voucher over limit</li>}
          {order.slotPassed && <li className="board-card__flag">Paid after its slot</li>}
        </ul>
      )}
      <p className="board-card__where">
        {order.slot ? slotTimes(order.slot) : 'No slot'} · {order.gym?.name ?? 'No gym'}
      </p>
      <ul className="board-card__lines" aria-label="Items">
        {order.order.map((line) => (
          <li key={line.productId}>
            {line.quantity} × {line.productName}
          </li>
        ))}
      </ul>
      <p className="board-card__total">
        Total <strong>{formatInr(order.paymentAmmount)}</strong>
        {order.paymentMethod === 'pay-on-delivery' && ' (pay on delivery)'}
      </p>
      <p className="board-card__shopper">
        {shopper.name}
        {shopper.phone && (
          <>
            {' · '}
            <a href={`tel:+91${shopper.phone}`}>{shopper.phone}</a>
          </>
        )}
      </p>
      {cancelled && <p className="board-card__note">{cancelled}</p>}
      {order.refund && <p className="board-card__note">Refund {order.refund.status}</p>}
      {advance.isError && (
        <p className="board-card__failure" role="alert">
          {failureMessageOf(advance.error)}
        </p>
      )}
      {(next !== null || canCancel(order.status)) && (
        <div className="board-card__actions">
          {next !== null && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={advance.isPending}
              onClick={moveOn}
            >
              {advance.isPending ? 'Moving…' : `Move to ${next}`}
            </button>
          )}
          {canCancel(order.status) && (
            <button type="button" className="btn btn-outline" onClick={() => setDialog('cancel')}>
              Cancel order
            </button>
          )}
        </div>
      )}
      {dialog === 'handover' && (
        <HandoverDialog orderId={orderId} onClose={() => setDialog(null)} />
      )}
      {dialog === 'cancel' && <CancelOrderDialog order={order} onClose={() => setDialog(null)} />}
    </article>
  );
}
