import type { adminVouchersEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { VoucherAdminService } from './voucher-admin.service.js';

export function createVoucherAdminController(
  admin: VoucherAdminService,
): Handlers<typeof adminVouchersEndpoints> {
  return {
    async listVouchers() {
      return { success: true, data: await admin.list() };
    },
    async createVoucher({ body }, req) {
      return { success: true, data: await admin.create(sessionOf(req), body) };
    },
    async updateVoucher({ body: { version, ...rules } }, req) {
      return { success: true, data: await admin.update(sessionOf(req), rules, version) };
    },
    async deactivateVoucher({ body }, req) {
      return { success: true, data: await admin.deactivate(sessionOf(req), body.code) };
    },
  };
}
