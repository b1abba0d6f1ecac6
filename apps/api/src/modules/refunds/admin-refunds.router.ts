import { adminRefundsEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createAdminRefundsController } from './admin-refunds.controller.js';
import type { RefundConsoleService } from './refund-console.service.js';

/** The 'Refunds' screen's endpoints (staff): pending and failed refunds, and a retry now. */
export function adminRefundRoutes(refunds: RefundConsoleService) {
  return implement(adminRefundsEndpoints, createAdminRefundsController(refunds));
}
