import type { Request, Response } from 'express';
import { RESPONDED } from '../../http/endpoint.js';
import { createCatalogueWriter } from './catalogue-response.js';
import type { ProductService } from './product.service.js';

export function createProductController(products: ProductService) {
  // helmet has already set the security headers on this path.
  const writeCatalogue = createCatalogueWriter();
  return {
    async getProducts(_input: unknown, req: Request, res: Response): Promise<typeof RESPONDED> {
      writeCatalogue(req, res, await products.catalogue.get());
      return RESPONDED;
    },
  };
}
