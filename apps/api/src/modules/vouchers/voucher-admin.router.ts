import { adminVouchersEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { createVoucherAdminController } from './voucher-admin.controller.js';
import type { VoucherAdminService } from './voucher-admin.service.js';

/** The console's vouchers (owners); the list's uses change with every order, so never cached. */
export function voucherAdminRoutes(admin: VoucherAdminService) {
  return implement(adminVouchersEndpoints, createVoucherAdminController(admin), {
    before: { listVouchers: [noStore] },
  });
}
