import { ordersEndpoints } from '@gymfuel/contracts';
import type { Config } from '../../config/env.js';
import { implement } from '../../http/endpoint.js';
import { createPerUserCheckoutLimiter } from '../../http/rate-limit.js';
import type { RateLimitStores } from '../../http/rate-limit-store.js';
import { createOrderController } from './orders.controller.js';
import type { OrderService } from './orders.service.js';
import type { PayOnDelivery } from './pay-on-delivery.js';

export const TOO_MANY_ORDERS = 'Too many orders, please try again in a few minutes';

export function orderRoutes(
  orders: OrderService,
  payOnDelivery: PayOnDelivery,
  config: Pick<Config, 'PAY_ON_DELIVERY' | 'PAYMENT_ORDER_RATE_LIMIT_PER_USER'>,
  stores: RateLimitStores,
) {
  // Pay on delivery takes no money up front, so it is capped like opening a payment order.
  const perUser = createPerUserCheckoutLimiter(
    'pay-on-delivery-orders-per-user',
    config.PAYMENT_ORDER_RATE_LIMIT_PER_USER,
    TOO_MANY_ORDERS,
    stores,
  );
  return implement(ordersEndpoints, createOrderController(orders, payOnDelivery), {
    before: { addOrder: [perUser] },
    mounted: { addOrder: config.PAY_ON_DELIVERY },
  });
}
