import { adminProductsEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createAdminProductController } from './admin-products.controller.js';
import type { AdminProductService } from './admin-products.service.js';

/** The owner's 'Menu' screen: create and edit products, and mark them sold out. */
export function adminProductRoutes(menu: AdminProductService) {
  return implement(adminProductsEndpoints, createAdminProductController(menu));
}
