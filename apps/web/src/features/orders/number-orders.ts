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
