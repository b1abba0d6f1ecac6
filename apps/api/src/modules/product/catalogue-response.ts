import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueSnapshot } from './catalogue-cache.js';

/** q-values of the gzip (or any) coding in an Accept-Encoding header, RFC 9110 §12.5.3. */
export function acceptsGzip(header: string | undefined): boolean {
  if (header === undefined || !/gzip|\*/i.test(header)) return false;
  let gzipQ: number | undefined;
  let anyQ: number | undefined;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (coding === 'gzip' || coding === 'x-gzip') gzipQ = q;
    else if (coding === '*') anyQ = q;
  }
  return (gzipQ ?? anyQ ?? 0) > 0;
}

/** If-None-Match uses weak comparison, and both encodings carry the same catalogue. */
export function matchesIfNoneMatch(header: string | undefined, snapshot: CatalogueSnapshot): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === snapshot.etag || tag === snapshot.gzippedEtag;
  });
}

/**
 * Sends GET /getproducts from the snapshot's ready-made bytes: no JSON work and no compression
 * per request. Works on plain node:http objects, so the fast path can use it before Express.
 * Returns the status sent.
 */
export function writeCatalogue(req: IncomingMessage, res: ServerResponse, snapshot: CatalogueSnapshot): number {
  const gzipped = acceptsGzip(req.headers['accept-encoding']);
  const validators = {
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ETag: gzipped ? snapshot.gzippedEtag : snapshot.etag,
  };
  if (matchesIfNoneMatch(req.headers['if-none-match'], snapshot)) {
    res.writeHead(304, validators).end();
    return 304;
  }
  const body = gzipped ? snapshot.gzipped : snapshot.identity;
  res.writeHead(200, {
    ...validators,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(body);
  return 200;
}
