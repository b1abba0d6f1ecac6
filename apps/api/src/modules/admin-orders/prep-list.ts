import type { PrepList } from '@gymfuel/contracts';
import type { OrderRecord } from '../orders/orders.model.js';

type SlottedOrder = OrderRecord & Required<Pick<OrderRecord, 'slot'>>;

const byTitle = (a: { title: string }, b: { title: string }) => a.title.localeCompare(b.title);

/**
 * What the kitchen cooks (each product's total over `orders`, by title) and how it packs them
 * (per gym, by name; each gym's orders by slot, then order id). Titles are the orders' own, as
 * the shopper bought them; a product is one line of the totals even if it was renamed since.
 */
export function prepListOf(
  orders: readonly SlottedOrder[],
  shopperNames: ReadonlyMap<string, string>,
): Pick<PrepList, 'products' | 'gyms'> {
  const products = new Map<string, { productId: string; title: string; quantity: number }>();
  const gyms = new Map<string, PrepList['gyms'][number]['orders']>();
  for (const order of orders) {
    for (const line of order.lines) {
      const productId = line.productId.toHexString();
      const total = products.get(productId) ?? { productId, title: line.productName, quantity: 0 };
      total.quantity += line.quantity;
      products.set(productId, total);
    }
    const gym = order.gym?.name ?? '';
    const packs = gyms.get(gym) ?? [];
    packs.push({
      orderId: order.orderId,
      shopperName: shopperNames.get(order.orderId) ?? order.userName,
      slot: { date: order.slot.date, start: order.slot.start, end: order.slot.end },
      lines: order.lines.map((line) => ({ title: line.productName, quantity: line.quantity })),
    });
    gyms.set(gym, packs);
  }
  return {
    products: [...products.values()].sort(byTitle),
    gyms: [...gyms.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([gym, packs]) => ({
        gym,
        orders: packs.sort(
          (a, b) => a.slot.start.localeCompare(b.slot.start) || a.orderId.localeCompare(b.orderId),
        ),
      })),
  };
}
