import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { Request } from 'express';
import type { EndpointInput } from '../../http/endpoint.js';
import { callerOf, sessionOf } from '../../http/session-auth.js';
import { ORDER_CANCELLED, type OrderService } from './order.service.js';

type Handler<E extends keyof Endpoints> = (
  input: EndpointInput<Endpoints[E]>,
  req: Request,
) => Promise<EndpointResponseInput<Endpoints[E]>>;

/** HTTP only: identity from the session, the rules in the service. */
export function createOrderController(orders: OrderService) {
  const getOrders: Handler<'getOrders'> = async ({ body }, req) => {
    return { success: true, data: await orders.listForUser(callerOf(req, body.userId).userId) };
  };

  const getOrder: Handler<'getOrder'> = async ({ body }, req) => ({
    success: true,
    data: await orders.findForUser(sessionOf(req).userId, body.orderId),
  });

  const cancelOrder: Handler<'cancelOrder'> = async ({ body }, req) => {
    await orders.cancel(callerOf(req, body.userId).userId, body.orderID);
    return { success: true, message: ORDER_CANCELLED };
  };

  const addOrder: Handler<'addOrder'> = async ({ body }, req) => {
    return {
      success: true,
      orderId: await orders.placePayOnDelivery(callerOf(req, body.userId), body),
    };
  };

  const advanceOrder: Handler<'advanceOrder'> = async ({ body }) => ({
    success: true,
    data: await orders.advance(body.orderId, body.status),
  });

  return { getOrders, getOrder, cancelOrder, addOrder, advanceOrder };
}
