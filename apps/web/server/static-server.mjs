// The production server of the built web (`npm start`): apps/web/dist through sirv, with the
// .br/.gz files the build wrote beside each text file (scripts/precompress.mjs), and /api
// proxied to the API with the prefix stripped, as nginx does in compose, with nginx's security
// headers (security-headers.mjs: all of them on pages and the API's answers, nosniff on files).
import { createServer, request as httpRequest } from 'node:http';
import { posix } from 'node:path';
import sirv from 'sirv';
import { FILE_SECURITY_HEADERS, securityHeaders } from './security-headers.mjs';

/** The shell every client-only route gets; dist/index.html is the prerendered home page. */
export const SPA_FALLBACK = 'spa-fallback.html';

/** Vite's content-hashed output: a changed file gets a new name, so it never needs revalidating. */
const HASHED_ASSETS = /^\/assets\//;
/**
 * Product art (public/art) is named by its picture, not its content, and a deploy may redraw one.
 * A day fresh and a week usable while it revalidates: a phone opening the menu again does not ask
 * for a dozen pictures each time, and a redrawn one shows within a day.
 */
const PRODUCT_ART = /^\/art\//;

/**
 * A path that asks for a file: one in the build's folders (Vite's assets, product art, the app's
 * icons) or one named as a file of a kind a web serves (favicon.ico, app.js). A missing file is a
 * 404, never the shell; every other path is a client route, dots and all (/product/a.b,
 * /blog/my.post). nginx's site has this very pattern (apps/web/nginx; its test checks it).
 */
export const FILE_REQUEST =
  /^\/(assets|art|icons)\/|\.(html?|m?js|css|map|json|webmanifest|xml|txt|png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/i;

/**
 * The path a page or file is found by, as nginx finds it: percent-decoded (a link or a crawler may
 * send /terms&conditions as /terms%26conditions), slashes merged and dot segments resolved, never
 * above the root. null when it is no UTF-8 or names a NUL byte, which nginx answers with 400.
 *
 * @param {string} pathname a URL's, still percent-encoded
 */
function decodedPath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return decoded.includes('\0') ? null : posix.normalize(decoded);
}

/**
 * The .br and .gz copies the build writes beside each text file (scripts/precompress.mjs): sent
 * only as their file's encoding, when the client accepts it, never by their own name (which
 * would send brotli to a client that cannot read it). nginx's site answers them 404 too.
 */
const PRECOMPRESSED_COPY = /\.(br|gz)$/i;

/** @param {string} pathname */
function cacheControlFor(pathname) {
  if (HASHED_ASSETS.test(pathname)) return 'public, max-age=31536000, immutable';
  if (PRODUCT_ART.test(pathname)) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'no-cache';
}

/** A text type as sirv names it, without a charset (it gives one to HTML alone). */
const TEXT_TYPE = /^(text\/[\w.+-]+|application\/(json|manifest\+json)|image\/svg\+xml)$/;

/**
 * Whether the client already holds the file whose 200 would carry `etag` and `lastModified`, by
 * the conditions it sent (RFC 9110 §13.2.2: If-None-Match, weakly compared, decides when present).
 *
 * @param {{ etags?: string, since?: string }} conditions
 * @param {string} etag
 * @param {string} lastModified
 */
function stillHeld({ etags, since }, etag, lastModified) {
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  if (etags !== undefined) {
    return etags.trim() === '*' || etags.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const sinceMs = Date.parse(since ?? '');
  return !Number.isNaN(sinceMs) && Date.parse(lastModified) <= sinceMs;
}

/**
 * Completes sirv's answers to `req` (RFC 9110): the conditional requests are answered here, as
 * sirv knew only an If-None-Match that is exactly the file's ETag (not a list, *, nor
 * If-Modified-Since), so a 304 also carries the Cache-Control and Vary its 200 would; and a text
 * file names its charset, utf-8 as the build writes it. sirv offers no hook for either, hence
 * its writeHead (a body written after a 304 is dropped by Node).
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function completeSirvHeaders(req, res) {
  const conditions = {
    etags: req.headers['if-none-match'],
    since: req.headers['if-modified-since'],
  };
  delete req.headers['if-none-match'];
  const writeHead = res.writeHead.bind(res);
  /** @param {number} status @param {Record<string, string | number>} [headers] */
  const completed = (status, headers = {}) => {
    const { ETag: etag, 'Last-Modified': lastModified } = headers;
    if (
      (status === 200 || status === 206) &&
      typeof etag === 'string' &&
      stillHeld(conditions, etag, String(lastModified))
    ) {
      return writeHead(304, { ETag: etag, 'Last-Modified': lastModified });
    }
    const type = headers['Content-Type'];
    if (typeof type === 'string' && TEXT_TYPE.test(type)) {
      headers['Content-Type'] = `${type}; charset=utf-8`;
    }
    return writeHead(status, headers);
  };
  res.writeHead = /** @type {typeof res.writeHead} */ (completed);
}

/**
 * What to send for an Accept-Encoding header, by its q-values: 'br' or 'gzip' (brotli on a tie,
 * it is the smaller), or '' for the file as it is. sirv only looks for the names in the header,
 * so 'br;q=0' (brotli refused) would still be answered with brotli.
 *
 * @param {string} header
 */
function acceptedEncoding(header) {
  const weights = new Map();
  for (const coding of header.split(',')) {
    const [name, ...params] = coding.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  /** @param {string} name */
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = weight('gzip') > weight('br') ? 'gzip' : 'br';
  return weight(best) > 0 ? best : '';
}

/**
 * The Range header sirv may be given: one range of bytes from a start, to an end no earlier. sirv
 * reads any other naively (the last N bytes as the first N+1, a list as its first range) and a
 * reversed range throws in fs.createReadStream, which ended this server. RFC 9110 lets a server
 * send the whole file for a Range it does not serve, so every other one is dropped.
 *
 * @param {string | undefined} range
 */
function servedRange(range) {
  const bytes = /^bytes=(\d+)-(\d*)$/.exec(range ?? '');
  if (bytes === null) return undefined;
  const [, start, end] = bytes;
  return end === '' || Number(end) >= Number(start) ? range : undefined;
}

/**
 * Drops the Range of `res`'s request unless its If-Range names the file as it is: its
 * Last-Modified, to the second (RFC 9110 §13.1.5; sirv's ETags are weak, and a weak one never
 * matches). A range of a file changed since would be spliced onto the old one; sirv, which would
 * send it whatever If-Range says, reads the Range only after this, with the file found.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {import('node:fs').Stats} stats
 */
function keepRangeOfTheSameFile(res, stats) {
  const { headers } = res.req;
  if (headers['if-range'] !== undefined && headers['if-range'] !== stats.mtime.toUTCString()) {
    delete headers.range;
  }
}

/**
 * How long the API may take to begin its answer, as nginx's proxy_read_timeout: an API that took
 * the request and never answers gets a 504, not a shopper waiting for ever. Only the wait for the
 * answer's headers counts: an order-tracking stream, once begun, stays open as long as it runs.
 */
const API_ANSWER_TIMEOUT_MS = 60_000;

/**
 * A decoded path as a request target: percent-encoded where a URL needs it, '?' and '#' too, so
 * they stay part of the path.
 *
 * @param {string} decoded
 */
const toRequestPath = (decoded) => encodeURI(decoded).replace(/[?#]/g, encodeURIComponent);

/**
 * The proxy's own failures, in the API's error envelope (@gymfuel/contracts errorEnvelopeSchema),
 * so the web shows the message as it shows the API's. INTERNAL: the envelope's codes are the
 * API's, and neither failure is the shopper's to fix.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function answerFailure(res, status, message) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ success: false, message, code: 'INTERNAL' }));
}

/**
 * Streams the request to the API with /api stripped (so the API sees the spec's paths) and the
 * answer back untouched but for the security headers, which replace the API's own (helmet's), as
 * nginx does: order-tracking streams (SSE) flow as they are written.
 *
 * @param {URL} apiOrigin
 * @param {Record<string, string>} security
 * @param {number} answerTimeoutMs
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string, search: string) => void}
 */
function proxyToApi(apiOrigin, security, answerTimeoutMs) {
  /**
   * @param {string} pathname the request's, under /api, decoded and normalised (decodedPath)
   * @param {string} search its query string
   */
  return (req, res, pathname, search) => {
    const tooSlow = new Error('The API did not begin its answer in time');
    const upstream = httpRequest(
      {
        hostname: apiOrigin.hostname,
        port: apiOrigin.port,
        method: req.method,
        // /api itself is the API's root, as /api/ is. Sent as nginx sends it (proxy_pass with a
        // URI): the decoded path, encoded again, so /api/a%2Fb reaches the API as /a/b.
        path: `${toRequestPath(pathname.slice('/api'.length) || '/')}${search}`,
        headers: {
          ...req.headers,
          host: apiOrigin.host,
          // The address this server saw, replacing whatever the client sent, as nginx does: the
          // API trusts loopback proxies (TRUST_PROXY), so a forwarded header is what its per-IP
          // limits count, and passed on as sent it would let a shopper pick any IP.
          'x-forwarded-for': req.socket.remoteAddress ?? '',
        },
      },
      (answer) => {
        clearTimeout(timer);
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, ...security });
        // At once: a stream's first event may come much later, and the browser waits for these.
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    const timer = setTimeout(() => upstream.destroy(tooSlow), answerTimeoutMs);
    upstream.on('close', () => clearTimeout(timer));
    upstream.on('error', (error) => {
      if (res.headersSent) return res.destroy();
      if (error === tooSlow) answerFailure(res, 504, 'The shop is taking too long to answer.');
      else answerFailure(res, 502, 'The shop cannot be reached right now.');
    });
    // A shopper who leaves ends the API's stream too (an order-tracking stream would stay open).
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };
}

/**
 * @param {{ distDir: string, apiOrigin: string, paymentsProvider?: 'razorpay' | 'simulated',
 *           apiAnswerTimeoutMs?: number }} options
 *   paymentsProvider: Razorpay's checkout script and frame are allowed only in razorpay mode.
 * @returns {import('node:http').Server}
 */
export function createStaticServer({
  distDir,
  apiOrigin,
  paymentsProvider = 'simulated',
  apiAnswerTimeoutMs = API_ANSWER_TIMEOUT_MS,
}) {
  const security = securityHeaders(paymentsProvider);
  const toApi = proxyToApi(new URL(apiOrigin), security, apiAnswerTimeoutMs);
  const serveFile = sirv(distDir, {
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname, stats) => {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      keepRangeOfTheSameFile(res, stats);
    },
  });
  return createServer((req, res) => {
    // A request target may be an absolute URL (RFC 9112), and one that is no URL would throw. A
    // path is read as one even when it starts with //, which as a relative URL would name a host.
    const target = req.url ?? '/';
    const url = URL.parse(target.startsWith('/') ? `http://shop${target}` : target, 'http://shop');
    const path = url === null ? null : decodedPath(url.pathname);
    if (url === null || path === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Bad request');
    }
    // By the decoded path, as nginx picks a location: /api%2Fx, //api/x and /%61pi/x are the
    // API's, and /api?x=1 is its root (like /api/), never the SPA's page nor a redirect (nginx's
    // location = /api).
    const toTheApi = path === '/api' || path.startsWith('/api/');
    const asksForFile = FILE_REQUEST.test(path);
    const headers = asksForFile && !toTheApi ? FILE_SECURITY_HEADERS : security;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (toTheApi) return toApi(req, res, path, url.search);
    // Files and pages are only read, as nginx's static files are: a form posted here, or any
    // other method, changes nothing and gets no page that would look like it had.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Method not allowed');
    }
    // sirv picks the .br or .gz file by this header alone: it gets the one encoding chosen.
    req.headers['accept-encoding'] = acceptedEncoding(req.headers['accept-encoding'] ?? '');
    req.headers.range = servedRange(req.headers.range);
    // sirv finds the file by this path, decodeURI'd: a '%' in it is escaped to stay one, and a '?'
    // or '#' so that it is not read as the query or fragment.
    req.url = path.replace(/[%?#]/g, encodeURIComponent);
    completeSirvHeaders(req, res);
    // sirv pipes the file into the answer with no 'error' listener: a file gone since the server
    // started (dist/ rebuilt meanwhile) would throw and end the server. Its answer is cut instead.
    res.on('pipe', (file) => file.on('error', () => res.destroy()));
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    };
    if (PRECOMPRESSED_COPY.test(path)) return notFound();
    serveFile(req, res, () => {
      if (asksForFile) return notFound();
      // Served as the shell's own file, so it gets the shell's headers whatever the path.
      req.url = `/${SPA_FALLBACK}`;
      serveFile(req, res, notFound);
    });
  });
}
