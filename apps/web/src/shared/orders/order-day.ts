import { indiaDateOf, type Order } from '@gymfuel/contracts';

/**
 * docs/product.md#orders: the date shows its first 10 characters (YYYY-MM-DD of the ISO date),
 * read on India's clock: the server's ISO date is UTC, whose first 10 characters named the day
 * before for an order placed between midnight and 05:30 in India.
 */
export const orderDay = (order: Order) => indiaDateOf(new Date(order.date));
