import type { cartEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { callerOf, sessionOf } from '../../http/session-auth.js';
import { CART_MESSAGES, type CartService } from './cart.service.js';

export function createCartController(cart: CartService): Handlers<typeof cartEndpoints> {
  return {
    async getCart(_input, req) {
      return cart.listForUser(sessionOf(req).userId);
    },

    async addCart({ body }, req) {
      await cart.add(callerOf(req, body.userId).userId, body.proId, body.quantity);
      return { success: true, message: CART_MESSAGES.added };
    },

    async updateCart({ body }, req) {
      await cart.setQuantity(callerOf(req, body.userId).userId, body.proId, body.quantity);
      return { success: true };
    },

    async removeCart({ body }, req) {
      await cart.remove(callerOf(req, body.userId).userId, body.proId);
      return { success: true };
    },

    async clearCart({ body }, req) {
      await cart.clearForUser(callerOf(req, body.userId).userId);
      return { success: true };
    },
  };
}
