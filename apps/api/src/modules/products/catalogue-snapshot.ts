import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Product } from '@gymfuel/contracts';

const gzip = promisify(gzipCallback);

/** GET /getproducts as ready-made bytes, in both encodings, each with its strong ETag. */
export interface CatalogueSnapshot {
  readonly identity: Buffer;
  readonly gzipped: Buffer;
  readonly etag: string;
  readonly gzippedEtag: string;
}

export async function buildCatalogueSnapshot(products: Product[]): Promise<CatalogueSnapshot> {
  const identity = Buffer.from(JSON.stringify(products));
  // Content-derived, so an unchanged catalogue keeps its ETag across reloads and restarts.
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  return {
    identity,
    gzipped: await gzip(identity),
    etag: `"${tag}"`,
    gzippedEtag: `"${tag}-gz"`,
  };
}
