import type { Order } from '@gymfuel/contracts';
import { isMoving } from '../../shared/orders/useLiveOrder';

/**
 * The 4 digits the shopper shows at the gym to collect the order, while it is on its way: gone
 * once Delivered (or Cancelled), and absent on orders from before handover codes.
 */
export function HandoverCode({ order }: { order: Order }) {
  const { handoverCode, gym } = order;
  if (!handoverCode || !gym || !isMoving(order)) return null;
  return (
    <p className="track__handover">
      Show this code at the {gym.handoverPoint}:{' '}
      <strong className="track__handover-code">{handoverCode}</strong>
    </p>
  );
}
