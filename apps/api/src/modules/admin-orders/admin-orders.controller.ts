import type { adminOrdersEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { AdminOrderService } from './admin-orders.service.js';

/** HTTP only: the filters and the caller in, the board's answers out. */
export function createAdminOrderController(
  board: AdminOrderService,
): Handlers<typeof adminOrdersEndpoints> {
  return {
    async listBoardOrders({ query }) {
      return { success: true, data: await board.list(query) };
    },

    async staffCancelOrder({ body }, req) {
      return { success: true, data: await board.cancel(sessionOf(req), body.orderId, body.reason) };
    },

    async getPrepList({ query }) {
      return { success: true, data: await board.prepList(query) };
    },
  };
}
