import { vouchersEndpoints } from '@gymfuel/contracts';
import type { Config } from '../../config/env.js';
import { implement } from '../../http/endpoint.js';
import { createRateLimiter } from '../../http/rate-limit.js';
import type { RateLimitStores } from '../../http/rate-limit-store.js';
import { createVoucherController } from './vouchers.controller.js';
import type { VoucherService } from './vouchers.service.js';

export const TOO_MANY_CODE_LOOKUPS = 'Too many voucher code attempts, please try again in a minute';

/** Codes are short enough to guess: a per-IP limit makes trying them one by one impractical. */
export function voucherRoutes(
  vouchers: VoucherService,
  config: Pick<Config, 'VOUCHER_RATE_LIMIT_PER_IP'>,
  stores: RateLimitStores,
) {
  const perIp = createRateLimiter(
    {
      name: 'voucher-lookups-per-ip',
      windowMs: 60 * 1000,
      limit: config.VOUCHER_RATE_LIMIT_PER_IP,
      message: TOO_MANY_CODE_LOOKUPS,
    },
    stores,
  );
  return implement(vouchersEndpoints, createVoucherController(vouchers), {
    before: { getCode: [perIp] },
  });
}
