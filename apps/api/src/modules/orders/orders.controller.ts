import type { ordersEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { callerOf, sessionOf } from '../../http/session-auth.js';
import { ORDER_CANCELLED, type OrderService } from './orders.service.js';
import type { PayOnDelivery } from './pay-on-delivery.js';

/** HTTP only: identity from the session, the rules in the service. */
export function createOrderController(
  orders: OrderService,
  payOnDelivery: Pick<PayOnDelivery, 'place'>,
): Handlers<typeof ordersEndpoints> {
  return {
    async getOrders({ body }, req) {
      return { success: true, data: await orders.listForUser(callerOf(req, body.userId).userId) };
    },

    async getOrder({ body }, req) {
      return { success: true, data: await orders.findForUser(sessionOf(req).userId, body.orderId) };
    },

    async cancelOrder({ body }, req) {
      await orders.cancel(callerOf(req, body.userId).userId, body.orderID);
      return { success: true, message: ORDER_CANCELLED };
    },

    async addOrder({ body }, req) {
      return {
        success: true,
        orderId: await payOnDelivery.place(callerOf(req, body.userId), body),
      };
    },

    async advanceOrder({ body }, req) {
      const proof = body.handoverCode === undefined ? {} : { handoverCode: body.handoverCode };
      return {
        success: true,
        data: await orders.advance(body.orderId, body.status, proof, sessionOf(req)),
      };
    },

    async reorder({ body }, req) {
      return { success: true, data: await orders.reorder(sessionOf(req).userId, body.orderId) };
    },
  };
}
