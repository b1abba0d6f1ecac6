import type { Order } from '@gymfuel/contracts';

export interface NumberedOrder {
  order: Order;
  /** Its position counted from the oldest, so the newest order has the highest number. */
  number: number;
}

/** docs/product.md#orders: newest first, numbered by position with the newest highest. */
export function numberOrders(orders: readonly Order[]): NumberedOrder[] {
  const newestFirst = [...orders].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return newestFirst.map((order, index) => ({ order, number: newestFirst.length - index }));
}

/** docs/product.md#orders: the date shows its first 10 characters (YYYY-MM-DD of the ISO date). */
export const orderDay = (order: Order) => order.date.slice(0, 10);
