import { ORDER_STATUSES, slotTimes, type BoardOrder, type OrderStatus } from '@gymfuel/contracts';
import type { BoardFilter } from './api/board-orders';

/** The board's order: slot start, then gym, then when it was placed (as the server sorts). */
export function byBoardOrder(a: BoardOrder, b: BoardOrder): number {
  return (
    (a.slot?.start ?? '').localeCompare(b.slot?.start ?? '') ||
    (a.gym?.name ?? '').localeCompare(b.gym?.name ?? '') ||
    a.date.localeCompare(b.date)
  );
}

/** Whether the board with this filter shows the order (its slot's date, gym and start). */
export const isShownBy = (filter: BoardFilter, order: BoardOrder): boolean =>
  order.slot?.date === filter.date &&
  (filter.gym === undefined || order.gym?.name === filter.gym) &&
  (filter.slot === undefined || order.slot.start === filter.slot);

/**
 * The board's orders after one changed: its old card goes, its new one comes in at its place
 * when the filter shows it (an order moved to another slot or date leaves this board).
 */
export function withChangedOrder(
  orders: readonly BoardOrder[],
  changed: BoardOrder,
  filter: BoardFilter,
): BoardOrder[] {
  const others = orders.filter((order) => order.orderId !== changed.orderId);
  return isShownBy(filter, changed) ? [...others, changed].sort(byBoardOrder) : others;
}

export interface GymGroup {
  gym: string;
  orders: BoardOrder[];
}

export interface SlotGroup {
  /** '18:00–18:30' */
  slot: string;
  gyms: GymGroup[];
}

export interface BoardColumn {
  status: OrderStatus;
  slots: SlotGroup[];
  count: number;
}

/** One column per status, in the flow's order; in each, the orders grouped by slot, then gym. */
export function boardColumns(orders: readonly BoardOrder[]): BoardColumn[] {
  const sorted = [...orders].sort(byBoardOrder);
  return ORDER_STATUSES.map((status) => {
    const inColumn = sorted.filter((order) => order.status === status);
    const slots: SlotGroup[] = [];
    for (const order of inColumn) {
      const slot = order.slot ? slotTimes(order.slot) : '';
      const gym = order.gym?.name ?? '';
      let slotGroup = slots.at(-1);
      if (slotGroup?.slot !== slot) {
        slotGroup = { slot, gyms: [] };
        slots.push(slotGroup);
      }
      let gymGroup = slotGroup.gyms.at(-1);
      if (gymGroup?.gym !== gym) {
        gymGroup = { gym, orders: [] };
        slotGroup.gyms.push(gymGroup);
      }
      gymGroup.orders.push(order);
    }
    return { status, slots, count: inColumn.length };
  });
}
