import type { Order } from '@gymfuel/contracts';
import type { Logger } from '../../logging/logger.js';
import type { Mailer, MailMessage } from './mailer.js';
import { orderPlacedEmail, orderShippedEmail } from './order-emails.js';

/**
 * Order e-mails, sent in the background: a slow or broken mail server never delays or fails
 * an order. Failures are logged.
 */
export interface OrderNotifier {
  orderPlaced(order: Order, to: string): void;
  orderShipped(order: Order, to: string): void;
  /** Resolves once every message handed over so far is sent or has failed (a CLI waits before exiting). */
  idle(): Promise<void>;
}

export function createOrderNotifier({
  mailer,
  logger,
}: {
  mailer: Mailer;
  logger: Logger;
}): OrderNotifier {
  const inFlight = new Set<Promise<void>>();

  function dispatch(kind: string, orderId: string, message: MailMessage): void {
    const sending = mailer
      .send(message)
      .then(() => logger.debug({ orderId, kind }, 'order e-mail sent'))
      .catch((error: unknown) => logger.error({ err: error, orderId, kind }, 'order e-mail failed'))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }

  return {
    orderPlaced: (order, to) =>
      dispatch('order placed', order.orderId, orderPlacedEmail(order, to)),
    orderShipped: (order, to) =>
      dispatch('order shipped', order.orderId, orderShippedEmail(order, to)),
    async idle() {
      await Promise.all([...inFlight]);
    },
  };
}
