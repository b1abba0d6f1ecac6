import type { Request, Response } from 'express';
import { RESPONDED } from '../../http/endpoint.js';
import { writeCatalogue } from './catalogue-response.js';
import type { ProductService } from './product.service.js';

export function createProductController(products: ProductService) {
  return {
    async getProducts(_input: unknown, req: Request, res: Response): Promise<typeof RESPONDED> {
      writeCatalogue(req, res, await products.catalogue.get());
      return RESPONDED;
    },
  };
}
