import { paymentsEndpoints } from '@gymfuel/contracts';
import type { Config } from '../../config/env.js';
import { implement } from '../../http/endpoint.js';
import { createPerUserCheckoutLimiter } from '../../http/rate-limit.js';
import type { RateLimitStores } from '../../http/rate-limit-store.js';
import { createPaymentController } from './payments.controller.js';
import type { PaymentService } from './payments.service.js';

export const TOO_MANY_PAYMENT_ORDERS =
  'Too many payment attempts, please try again in a few minutes';

export function paymentRoutes(
  payments: PaymentService,
  config: Pick<Config, 'PAYMENT_ORDER_RATE_LIMIT_PER_USER'>,
  stores: RateLimitStores,
) {
  // Each call opens an order at the provider.
  const perUser = createPerUserCheckoutLimiter(
    'payment-orders-per-user',
    config.PAYMENT_ORDER_RATE_LIMIT_PER_USER,
    TOO_MANY_PAYMENT_ORDERS,
    stores,
  );
  return implement(paymentsEndpoints, createPaymentController(payments), {
    before: { createPaymentOrder: [perUser] },
  });
}
