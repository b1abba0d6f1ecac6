import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import { createCartController } from './cart.controller.js';
import type { CartService } from './cart.service.js';

export function cartRoutes(cart: CartService): Route[] {
  const controller = createCartController(cart);
  return [
    route(endpoints.getCart, controller.getCart),
    route(endpoints.addCart, controller.addCart),
    route(endpoints.updateCart, controller.updateCart),
    route(endpoints.removeCart, controller.removeCart),
    route(endpoints.clearCart, controller.clearCart),
  ];
}
