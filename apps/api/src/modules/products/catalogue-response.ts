import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RawHeaders } from '../../http/fast-path.js';
import type { CatalogueSnapshot } from './catalogue-snapshot.js';

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
export function matchesIfNoneMatch(
  header: string | undefined,
  snapshot: CatalogueSnapshot,
): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === snapshot.etag || tag === snapshot.gzippedEtag;
  });
}

interface Variant {
  body: Buffer;
  ok: RawHeaders;
  notModified: RawHeaders;
}

function prepare(
  snapshot: CatalogueSnapshot,
  extraHeaders: RawHeaders,
): Record<'identity' | 'gzipped', Variant> {
  const variant = (body: Buffer, etag: string, encoding: RawHeaders): Variant => {
    const validators = [
      ...extraHeaders,
      'Cache-Control',
      'no-cache',
      'Vary',
      'Accept-Encoding',
      'ETag',
      etag,
    ];
    const content = [
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(body.length),
    ];
    return { body, notModified: validators, ok: [...validators, ...content, ...encoding] };
  };
  return {
    identity: variant(snapshot.identity, snapshot.etag, []),
    gzipped: variant(snapshot.gzipped, snapshot.gzippedEtag, ['Content-Encoding', 'gzip']),
  };
}

/**
 * The prepared headers, keeping a Vary the response already holds (CORS's `Origin`, under
 * Express) in front of Accept-Encoding: writeHead's raw headers would replace it.
 */
function keepingVary(res: ServerResponse, headers: RawHeaders): RawHeaders {
  const vary = res.getHeader('Vary');
  if (vary === undefined) return headers;
  return headers.with(headers.indexOf('Vary') + 1, `${String(vary)}, Accept-Encoding`);
}

/**
 * A writer for GET /getproducts that sends the snapshot's ready-made bytes with headers
 * prepared once per snapshot: no JSON work, no compression and no header building per request.
 * It works on plain node:http objects, so the fast path can use it before Express.
 * `extraHeaders` go out with every response (the fast path passes the security headers).
 */
export function createCatalogueWriter(extraHeaders: RawHeaders = []) {
  const prepared = new WeakMap<CatalogueSnapshot, ReturnType<typeof prepare>>();
  /** Returns the status sent. */
  return (req: IncomingMessage, res: ServerResponse, snapshot: CatalogueSnapshot): number => {
    let variants = prepared.get(snapshot);
    if (variants === undefined) {
      variants = prepare(snapshot, extraHeaders);
      prepared.set(snapshot, variants);
    }
    const variant = acceptsGzip(req.headers['accept-encoding'])
      ? variants.gzipped
      : variants.identity;
    if (matchesIfNoneMatch(req.headers['if-none-match'], snapshot)) {
      res.writeHead(304, keepingVary(res, variant.notModified) as string[]).end();
      return 304;
    }
    res.writeHead(200, keepingVary(res, variant.ok) as string[]).end(variant.body);
    return 200;
  };
}
