import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import { createOrderController } from './order.controller.js';
import type { OrderService } from './order.service.js';

export function orderRoutes(orders: OrderService): Route[] {
  const controller = createOrderController(orders);
  return [
    route(endpoints.getOrders, controller.getOrders),
    route(endpoints.getOrder, controller.getOrder),
    route(endpoints.cancelOrder, controller.cancelOrder),
    route(endpoints.addOrder, controller.addOrder),
    route(endpoints.advanceOrder, controller.advanceOrder),
  ];
}
