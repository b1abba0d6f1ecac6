import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import { createProductController } from './product.controller.js';
import type { ProductService } from './product.service.js';

export function productRoutes(products: ProductService): Route[] {
  const controller = createProductController(products);
  return [route(endpoints.getProducts, controller.getProducts)];
}
