import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { Request } from 'express';
import type { EndpointInput } from '../../http/endpoint.js';
import { callerOf, sessionOf } from '../../http/session-auth.js';
import { CART_MESSAGES, type CartService } from './cart.service.js';

type Response<Name extends keyof Endpoints> = Promise<EndpointResponseInput<Endpoints[Name]>>;

export function createCartController(cart: CartService) {
  return {
    async getCart(_input: unknown, req: Request): Response<'getCart'> {
      return cart.listForUser(sessionOf(req).userId);
    },

    async addCart(
      { body }: EndpointInput<Endpoints['addCart']>,
      req: Request,
    ): Response<'addCart'> {
      await cart.add(callerOf(req, body.userId).userId, body.proId, body.quantity);
      return { success: true, message: CART_MESSAGES.added };
    },

    async updateCart(
      { body }: EndpointInput<Endpoints['updateCart']>,
      req: Request,
    ): Response<'updateCart'> {
      await cart.setQuantity(callerOf(req, body.userId).userId, body.proId, body.quantity);
      return { success: true };
    },

    async removeCart(
      { body }: EndpointInput<Endpoints['removeCart']>,
      req: Request,
    ): Response<'removeCart'> {
      await cart.remove(callerOf(req, body.userId).userId, body.proId);
      return { success: true };
    },

    async clearCart(
      { body }: EndpointInput<Endpoints['clearCart']>,
      req: Request,
    ): Response<'clearCart'> {
      await cart.clearForUser(callerOf(req, body.userId).userId);
      return { success: true };
    },
  };
}
