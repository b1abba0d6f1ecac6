import type { Request, Response } from 'express';
import { RESPONDED } from '../../http/endpoint.js';
import type { CatalogueSnapshot } from './catalogue-cache.js';
import type { ProductService } from './product.service.js';

function acceptsGzip(req: Request): boolean {
  // Most clients either send no Accept-Encoding or a plain list; full negotiation only otherwise.
  const header = req.headers['accept-encoding'];
  if (header === undefined || !header.includes('gzip')) return false;
  return req.acceptsEncodings('gzip', 'identity') === 'gzip';
}

/** If-None-Match uses weak comparison, and both encodings hold the same catalogue. */
function matchesIfNoneMatch(req: Request, snapshot: CatalogueSnapshot): boolean {
  const header = req.headers['if-none-match'];
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === snapshot.etag || tag === snapshot.gzippedEtag;
  });
}

export function createProductController(products: ProductService) {
  return {
    /** Serves the cached bytes as they are: no JSON work and no compression per request. */
    async getProducts(_input: unknown, req: Request, res: Response): Promise<typeof RESPONDED> {
      const snapshot = await products.catalogue.get();
      const gzipped = acceptsGzip(req);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('ETag', gzipped ? snapshot.gzippedEtag : snapshot.etag);
      if (matchesIfNoneMatch(req, snapshot)) {
        res.statusCode = 304;
        res.end();
        return RESPONDED;
      }
      const body = gzipped ? snapshot.gzipped : snapshot.identity;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (gzipped) res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.length);
      res.end(body);
      return RESPONDED;
    },
  };
}
