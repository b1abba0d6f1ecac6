import { cartEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { writeJson, type FastRoute, type RawHeaders } from '../../http/fast-path.js';
import type { SessionAuthenticator } from '../../http/session-auth.js';
import { readSessionToken } from '../../http/session-cookie.js';
import { createCartController } from './cart.controller.js';
import type { CartService } from './cart.service.js';

export function cartRoutes(cart: CartService) {
  return implement(cartEndpoints, createCartController(cart));
}

/**
 * Every page a signed-in shopper opens reads the cart (the header's count): served before
 * Express (see http/fast-path.ts) once the session is known live. Without one, Express answers,
 * with the same 401 envelopes as for any other signed-in call.
 */
export function cartFastRoutes(
  cart: CartService,
  authenticate: SessionAuthenticator,
  securityHeaders: RawHeaders,
): FastRoute[] {
  return [
    {
      path: cartEndpoints.getCart.path,
      respond: async (req, res) => {
        const token = readSessionToken(req.headers);
        const auth = token === undefined ? null : await authenticate(token);
        if (auth === null) throw new Error('no live session: Express answers');
        const lines = await cart.listForUser(auth.userId);
        return writeJson(res, securityHeaders, Buffer.from(JSON.stringify(lines)));
      },
    },
  ];
}
