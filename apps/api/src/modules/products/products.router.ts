import { productsEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import type { FastRoute, RawHeaders } from '../../http/fast-path.js';
import { createCatalogueWriter } from './catalogue-response.js';
import { createProductController } from './products.controller.js';
import type { ProductService } from './products.service.js';

export function productRoutes(products: ProductService) {
  return implement(productsEndpoints, createProductController(products));
}

/** The catalogue is the busiest public read: served before Express (see http/fast-path.ts). */
export function productFastRoutes(
  products: ProductService,
  securityHeaders: RawHeaders,
): FastRoute[] {
  const writeCatalogue = createCatalogueWriter(securityHeaders);
  return [
    {
      path: productsEndpoints.getProducts.path,
      respond: async (req, res) => writeCatalogue(req, res, await products.catalogue.get()),
    },
  ];
}
