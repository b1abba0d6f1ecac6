import type { adminRefundsEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { RefundConsoleService } from './refund-console.service.js';

export function createAdminRefundsController(
  refunds: RefundConsoleService,
): Handlers<typeof adminRefundsEndpoints> {
  return {
    async listAdminRefunds() {
      return { success: true, data: await refunds.list() };
    },

    async retryRefund({ body }, req) {
      return { success: true, data: await refunds.retry(sessionOf(req), body.orderId) };
    },
  };
}
