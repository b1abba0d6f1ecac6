import { cartEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createCartController } from './cart.controller.js';
import type { CartService } from './cart.service.js';

export function cartRoutes(cart: CartService) {
  return implement(cartEndpoints, createCartController(cart));
}
