import { endpoints } from '@gymfuel/contracts';
import type { Config } from '../../config/env.js';
import { route, type Route } from '../../http/endpoint.js';
import { createRateLimiter } from '../../http/rate-limit.js';
import { createVoucherController } from './voucher.controller.js';
import type { VoucherService } from './voucher.service.js';

export const TOO_MANY_CODE_LOOKUPS = 'Too many voucher code attempts, please try again in a minute';

/** Codes are short enough to guess: a per-IP limit makes trying them one by one impractical. */
export function voucherRoutes(
  vouchers: VoucherService,
  config: Pick<Config, 'VOUCHER_RATE_LIMIT_PER_IP'>,
): Route[] {
  const controller = createVoucherController(vouchers);
  const perIp = createRateLimiter({
    windowMs: 60 * 1000,
    limit: config.VOUCHER_RATE_LIMIT_PER_IP,
    message: TOO_MANY_CODE_LOOKUPS,
  });
  return [route(endpoints.getCode, controller.getCode, { before: [perIp] })];
}
