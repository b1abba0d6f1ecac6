import type { vouchersEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import type { VoucherService } from './vouchers.service.js';

export function createVoucherController(
  vouchers: VoucherService,
): Handlers<typeof vouchersEndpoints> {
  return {
    async getCode({ body }) {
      return { success: true, data: await vouchers.findByCode(body.code) };
    },
  };
}
