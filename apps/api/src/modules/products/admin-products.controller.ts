import type { adminProductsEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { AdminProductService } from './admin-products.service.js';

/** HTTP only: the owner from the session, the rules in the service. */
export function createAdminProductController(
  menu: AdminProductService,
): Handlers<typeof adminProductsEndpoints> {
  return {
    async createProduct({ body }, req, res) {
      const product = await menu.create(sessionOf(req), body);
      res.status(201);
      return { success: true, data: product };
    },

    async updateProduct({ params, body: { version, ...draft } }, req) {
      return {
        success: true,
        data: await menu.update(sessionOf(req), params.productId, draft, version),
      };
    },

    async setProductAvailability({ params, body }, req) {
      return {
        success: true,
        data: await menu.setAvailability(sessionOf(req), params.productId, body.available),
      };
    },
  };
}
