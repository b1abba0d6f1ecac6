import { ORDER_STREAM_EVENTS, orderEventsPath, orderSchema, type Order } from '@gymfuel/contracts';
import { openEventStream } from './event-stream';

/**
 * Listens to GET /orders/:orderId/events (Server-Sent Events, with the session cookie, through
 * the same /api prefix as every call): `onOrder` gets the whole order as it stands, then again
 * after each change. Anything that is not a valid order is ignored. When the connection drops,
 * the stream is opened again (openEventStream) and the first event brings the order up to date;
 * until then the last order received stands. Returns the function that closes the stream.
 */
export function subscribeToOrder(orderId: string, onOrder: (order: Order) => void): () => void {
  const receive = (event: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    const order = orderSchema.safeParse(data);
    if (order.success) onOrder(order.data);
  };
  return openEventStream(orderEventsPath(orderId), (source) => {
    for (const name of Object.values(ORDER_STREAM_EVENTS)) source.addEventListener(name, receive);
  });
}
