import { ordersEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createOrderController } from './orders.controller.js';
import type { OrderService } from './orders.service.js';

export function orderRoutes(orders: OrderService) {
  return implement(ordersEndpoints, createOrderController(orders));
}
