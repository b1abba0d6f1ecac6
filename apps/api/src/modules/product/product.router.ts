import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import type { FastRoute } from '../../http/fast-path.js';
import { createCatalogueWriter, type RawHeaders } from './catalogue-response.js';
import { createProductController } from './product.controller.js';
import type { ProductService } from './product.service.js';

export function productRoutes(products: ProductService): Route[] {
  const controller = createProductController(products);
  return [route(endpoints.getProducts, controller.getProducts)];
}

/** The catalogue is the busiest public read: served before Express (see http/fast-path.ts). */
export function productFastRoutes(
  products: ProductService,
  securityHeaders: RawHeaders,
): FastRoute[] {
  const writeCatalogue = createCatalogueWriter(securityHeaders);
  return [
    {
      path: endpoints.getProducts.path,
      respond: async (req, res) => writeCatalogue(req, res, await products.catalogue.get()),
    },
  ];
}
