import { adminOrdersEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { createAdminOrderController } from './admin-orders.controller.js';
import type { AdminOrderService } from './admin-orders.service.js';

/** The order board and the prep list (staff): shoppers' names and phones are never cached. */
export function adminOrderRoutes(board: AdminOrderService) {
  return implement(adminOrdersEndpoints, createAdminOrderController(board), {
    before: { listBoardOrders: [noStore], staffCancelOrder: [noStore], getPrepList: [noStore] },
  });
}
