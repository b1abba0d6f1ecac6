import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import { createVoucherController } from './voucher.controller.js';
import type { VoucherService } from './voucher.service.js';

export function voucherRoutes(vouchers: VoucherService): Route[] {
  const controller = createVoucherController(vouchers);
  return [route(endpoints.getCode, controller.getCode)];
}
