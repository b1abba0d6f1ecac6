import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { Request } from 'express';
import type { EndpointInput } from '../../http/endpoint.js';
import { assertSameUser, sessionOf } from '../../http/session-auth.js';
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
      assertSameUser(req, body.userId);
      await cart.add(sessionOf(req).userId, body.proId, body.quantity);
      return { success: true, message: CART_MESSAGES.added };
    },

    async updateCart(
      { body }: EndpointInput<Endpoints['updateCart']>,
      req: Request,
    ): Response<'updateCart'> {
      assertSameUser(req, body.userId);
      await cart.setQuantity(sessionOf(req).userId, body.proId, body.quantity);
      return { success: true };
    },

    async removeCart(
      { body }: EndpointInput<Endpoints['removeCart']>,
      req: Request,
    ): Response<'removeCart'> {
      assertSameUser(req, body.userId);
      await cart.remove(sessionOf(req).userId, body.proId);
      return { success: true };
    },

    async clearCart(
      { body }: EndpointInput<Endpoints['clearCart']>,
      req: Request,
    ): Response<'clearCart'> {
      assertSameUser(req, body.userId);
      await cart.clearForUser(sessionOf(req).userId);
      return { success: true };
    },
  };
}
