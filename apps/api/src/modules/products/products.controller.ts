import type { productsEndpoints } from '@gymfuel/contracts';
import { RESPONDED, type Handlers } from '../../http/endpoint.js';
import { createCatalogueWriter } from './catalogue-response.js';
import type { ProductService } from './products.service.js';

export function createProductController(
  products: ProductService,
): Handlers<typeof productsEndpoints> {
  // helmet has already set the security headers on this path.
  const writeCatalogue = createCatalogueWriter();
  return {
    async getProducts(_input, req, res) {
      writeCatalogue(req, res, await products.catalogue.get());
      return RESPONDED;
    },
  };
}
