import type { OrderStatus } from '@gymfuel/contracts';
import type { Logger } from '../../logging/logger.js';
import type { OrderEventModel } from './order-events.model.js';

/**
 * Writes to order_events after an order changes, so every API process's feed
 * (order-event-feed.ts) tells the streams watching it.
 */
export function createOrderEventLog({
  OrderEvent,
  logger,
}: {
  OrderEvent: OrderEventModel;
  logger: Logger;
}) {
  return {
    /**
     * Never fails: the order has already changed, and a lost event only delays a live page until
     * its next change or reload. `at` is the wall clock, not the shop's (pinned in tests): the
     * feeds compare it with their own clocks.
     */
    async append(orderId: string, status: OrderStatus): Promise<void> {
      try {
        await OrderEvent.create({ orderId, status, at: new Date() });
      } catch (error) {
        logger.error({ err: error, orderId, status }, 'could not record an order event');
      }
    },
  };
}

export type OrderEventLog = ReturnType<typeof createOrderEventLog>;
