import { paymentsEndpoints } from '@gymfuel/contracts';
import type { Config } from '../../config/env.js';
import { implement } from '../../http/endpoint.js';
import { createRateLimiter } from '../../http/rate-limit.js';
import { sessionOf } from '../../http/session-auth.js';
import { createPaymentController } from './payments.controller.js';
import type { PaymentService } from './payments.service.js';

export const TOO_MANY_PAYMENT_ORDERS =
  'Too many payment attempts, please try again in a few minutes';

export function paymentRoutes(
  payments: PaymentService,
  config: Pick<Config, 'PAYMENT_ORDER_RATE_LIMIT_PER_USER'>,
) {
  // Each call opens an order at the provider, so a signed-in user (whatever their IP) is capped.
  const perUser = createRateLimiter({
    windowMs: 10 * 60 * 1000,
    limit: config.PAYMENT_ORDER_RATE_LIMIT_PER_USER,
    message: TOO_MANY_PAYMENT_ORDERS,
    key: (req) => `user:${sessionOf(req).userId}`,
  });
  return implement(paymentsEndpoints, createPaymentController(payments), {
    before: { createPaymentOrder: [perUser] },
  });
}
