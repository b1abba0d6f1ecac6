import { statusTone, type OrderStatus } from '@gymfuel/contracts';
import './status-badge.css';

/** An order's status in its spec colour: green Delivered / In Transit, red Cancelled, yellow else. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`status-badge status-badge--${statusTone(status)}`}>{status}</span>;
}
