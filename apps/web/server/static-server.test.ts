import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorEnvelopeSchema } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENCODED_API_PATHS } from '../nginx/encoded-api-paths.js';
import { precompress } from '../scripts/precompress.mjs';
import { paymentsProviderOf, securityHeaders } from './security-headers.mjs';
import { createStaticServer, SPA_FALLBACK } from './static-server.mjs';

const HOME = '<!doctype html><title>GymFuel</title><div id="root"><h1>Fuel your workout</h1></div>';
const SHELL = '<!doctype html><title>GymFuel</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('shop '.repeat(200))});`;
const FILES = {
  'index.html': HOME,
  [SPA_FALLBACK]: SHELL,
  'products/index.html': '<!doctype html><h1>Products</h1>',
  'terms&conditions/index.html': '<!doctype html><h1>Terms and Conditions</h1>',
  'assets/index-abc123.js': SCRIPT,
  'assets/replaced-abc123.js': SCRIPT,
  'art/1f964.webp': 'RIFF-not-really-webp',
  'sw.js': `self.__WB_MANIFEST = ${JSON.stringify([{ url: '/', revision: 'abc' }])};`,
  'manifest.webmanifest': '{"name":"GymFuel","start_url":"/"}',
};

/** The proxy's wait for the API's answer to begin, short for the tests. */
const API_TIMEOUT_MS = 1_000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET: no client-side decompression, so the test sees exactly what travels. */
function get(
  origin: string,
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
  /** Sent as the request line's target instead of `pathname` (an absolute-form URL, say). */
  target?: string,
) {
  return new Promise<Answer>((resolve, reject) => {
    const options = { headers, method, ...(target === undefined ? {} : { path: target }) };
    request(`${origin}${pathname}`, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the static server of npm start', () => {
  let dist: string;
  let api: Server;
  let web: Server;
  let origin: string;
  const apiRequests: { url?: string; host?: string; forwardedFor?: string | string[] }[] = [];

  beforeAll(async () => {
    // dist/ has a neighbour no request may reach.
    dist = path.join(await mkdtemp(path.join(tmpdir(), 'gymfuel-web-')), 'dist');
    await mkdir(dist);
    await writeFile(path.join(dist, '../secret.txt'), 'SECRET');
    for (const [file, content] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
      await writeFile(path.join(dist, file), content);
    }
    precompress(dist);
    api = createServer((req, res) => {
      apiRequests.push({
        url: req.url,
        host: req.headers.host,
        forwardedFor: req.headers['x-forwarded-for'],
      });
      if (req.url === '/orders/42/events') {
        // An order-tracking stream: one event now, the next well after the proxy's answer timeout.
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write('data: {"status":"Preparing"}\n\n');
        setTimeout(() => res.write('data: {"status":"Dispatched"}\n\n'), 2 * API_TIMEOUT_MS);
        return;
      }
      // Taken, never answered.
      if (req.url === '/hangs') return;
      // helmet's own, which the shop's replace.
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Frame-Options': 'SAMEORIGIN' });
      res.end('{"ok":true}');
    });
    const apiOrigin = await listen(api);
    web = createStaticServer({ distDir: dist, apiOrigin, apiAnswerTimeoutMs: API_TIMEOUT_MS });
    origin = await listen(web);
  });
  afterAll(async () => {
    web?.closeAllConnections();
    web?.close();
    api?.closeAllConnections();
    api?.close();
    await rm(path.dirname(dist), { recursive: true, force: true });
  });

  it('sends the precompressed brotli file to a browser that accepts it, and gzip otherwise', async () => {
    const brotli = await get(origin, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(brotli.body.length).toBeLessThan(100);

    const gzip = await get(origin, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await get(origin, '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('honours the q-values of Accept-Encoding: a refused encoding is never sent, the preferred one is', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['*', 'br'],
      ['*;q=0, identity', undefined],
      ['*, br;q=0', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['GZIP, BR', 'br'],
    ];
    for (const [accepted, sent] of cases) {
      const answer = await get(origin, '/assets/index-abc123.js', { 'Accept-Encoding': accepted });
      expect(answer.headers['content-encoding'], accepted).toBe(sent);
      expect(answer.headers.vary, accepted).toBe('Accept-Encoding');
    }
  });

  it('marks hashed assets immutable for a year, product art fresh for a day, and HTML and other unhashed files no-cache', async () => {
    const script = await get(origin, '/assets/index-abc123.js');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const art = await get(origin, '/art/1f964.webp');
    expect(art.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );

    for (const pathname of ['/', '/products', '/cart']) {
      const { headers } = await get(origin, pathname, { 'Accept-Encoding': 'br' });
      expect(headers['cache-control'], pathname).toBe('no-cache');
    }
  });

  it('serves the service worker and the app manifest no-cache, so a deploy is found on the next load', async () => {
    const worker = await get(origin, '/sw.js', { 'Accept-Encoding': 'br' });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(worker.body).toString()).toBe(FILES['sw.js']);

    const manifest = await get(origin, '/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body.toString())).toEqual({ name: 'GymFuel', start_url: '/' });
  });

  it('serves each prerendered page as its own HTML, and every other route the SPA shell', async () => {
    const home = await get(origin, '/', { 'Accept-Encoding': 'br' });
    expect(home.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(brotliDecompressSync(home.body).toString()).toBe(HOME);
    expect((await get(origin, '/products')).body.toString()).toBe(
      '<!doctype html><h1>Products</h1>',
    );

    for (const pathname of [
      '/cart',
      '/product/665f00000000000000000999',
      '/orders/42',
      '/product/abc.def',
      '/blog/my.post',
      '/order/a%20b',
    ]) {
      const page = await get(origin, pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.headers['cache-control'], pathname).toBe('no-cache');
      expect(page.body.toString(), pathname).toBe(SHELL);
    }
  });

  // nginx finds a file by the percent-decoded, normalised path; a link, a crawler or a shared
  // address may encode the & of /terms&conditions, or carry a doubled slash or a dot segment.
  it('finds a prerendered page or file by its decoded, normalised path, as nginx does', async () => {
    for (const pathname of [
      '/terms%26conditions',
      '/terms%26conditions/',
      '/terms%26conditions?from=footer',
      '/terms&conditions',
    ]) {
      const page = await get(origin, '', {}, 'GET', pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.body.toString(), pathname).toBe('<!doctype html><h1>Terms and Conditions</h1>');
    }
    for (const pathname of ['//products', '/products%2F', '/./products', '/cart/../products']) {
      expect((await get(origin, '', {}, 'GET', pathname)).body.toString(), pathname).toBe(
        '<!doctype html><h1>Products</h1>',
      );
    }
    const script = await get(origin, '', {}, 'GET', '/assets/..%2Fassets/index%2Dabc123.js');
    expect(script.status).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body.toString()).toBe(SCRIPT);
  });

  // nginx answers these 400 too: a path that is no UTF-8 or names a NUL byte names no file.
  it('answers a malformed escape or a NUL byte in the path with 400, not the shell', async () => {
    for (const pathname of ['/%', '/%zz', '/products%E0%A4%A', '/index.html%00', '/%00.js']) {
      const answer = await get(origin, '', {}, 'GET', pathname);
      expect(answer.status, pathname).toBe(400);
      expect(answer.body.toString(), pathname).toBe('Bad request');
    }
  });

  // Sent as they are: a client's URL parser would resolve the plain dot segments first. Any
  // escape of `..` is resolved inside dist/ (or refused), never above it.
  it('never serves a file from outside dist/', async () => {
    for (const pathname of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2F..%2Fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/%252e%252e/secret.txt',
      '/..%5Csecret.txt',
      '/..%2Fsecret.txt%00.txt',
    ]) {
      const answer = await get(origin, '', {}, 'GET', pathname);
      expect(answer.body.toString(), pathname).not.toContain('SECRET');
      expect([400, 404], pathname).toContain(answer.status);
    }
  });

  it('answers a missing file with 404, not the shell', async () => {
    for (const pathname of [
      '/assets/missing-abc123.js',
      '/robots-missing.txt',
      '/favicon.ico',
      '/assets/missing',
      '/assets/missing-abc123.js/',
      '/assets/missing@1.js',
      '/art/missing',
      '/icons/missing.png',
    ]) {
      const answer = await get(origin, pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.headers['cache-control'], pathname).toBeUndefined();
    }
  });

  // They are sent only as an encoding of their file: asked for by name, brotli bytes went out
  // labelled Content-Encoding: br to a client that had not said it reads brotli.
  it('answers a precompressed copy asked for by its own name with 404, as nginx does', async () => {
    for (const pathname of ['/assets/index-abc123.js.br', '/index.html.gz', '/sw.js.GZ']) {
      for (const accepted of ['', 'gzip, br']) {
        const answer = await get(origin, pathname, { 'Accept-Encoding': accepted });
        expect(answer.status, `${pathname} ${accepted}`).toBe(404);
        expect(answer.headers['content-encoding'], pathname).toBeUndefined();
      }
    }
  });

  it('sends the one range asked for, bytes start to end, as it is stored', async () => {
    const part = await get(origin, '/assets/index-abc123.js', { Range: 'bytes=2-9' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-9/${SCRIPT.length}`);
    expect(part.body.toString()).toBe(SCRIPT.slice(2, 10));
  });

  // RFC 9110 §13.1.5: a range of a file that has changed since (If-Range names another version)
  // would splice two versions; the whole file is sent instead. A weak ETag never matches.
  it('sends the range only while If-Range names the file as it is, the whole file otherwise', async () => {
    const whole = await get(origin, '/assets/index-abc123.js');
    const lastModified = String(whole.headers['last-modified']);
    const part = await get(origin, '/assets/index-abc123.js', {
      Range: 'bytes=2-9',
      'If-Range': lastModified,
    });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe(SCRIPT.slice(2, 10));
    for (const ifRange of [
      'Thu, 01 Jan 1970 00:00:00 GMT',
      '"another-version"',
      String(whole.headers.etag),
    ]) {
      const answer = await get(origin, '/assets/index-abc123.js', {
        Range: 'bytes=2-9',
        'If-Range': ifRange,
      });
      expect(answer.status, ifRange).toBe(200);
      expect(answer.body.toString(), ifRange).toBe(SCRIPT);
    }
  });

  // RFC 9110 lets a server send the whole file for any Range it does not serve. sirv read each of
  // these wrongly: the last 5 bytes as the first 6, a reversed range threw (and ended the server).
  it.each(['bytes=-5', 'bytes=9-2', 'bytes=0-1,4-5', 'items=0-5', 'bytes = 0-5'])(
    'answers Range: %s with the whole file, and keeps serving',
    async (range) => {
      const answer = await get(origin, '/assets/index-abc123.js', { Range: range });
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(SCRIPT);
      expect((await get(origin, '/')).status).toBe(200);
    },
  );

  // A rebuild of dist/ while the shop runs removes the files of the build it serves.
  it('keeps serving when a file it started with is gone when asked for', async () => {
    await rm(path.join(dist, 'assets/replaced-abc123.js'));
    await expect(get(origin, '/assets/replaced-abc123.js')).rejects.toThrow();
    expect((await get(origin, '/')).status).toBe(200);
  });

  it('answers a request target that is no URL with 400, and keeps serving', async () => {
    const answer = await get(origin, '', {}, 'GET', 'http://shop:99999999/');
    expect(answer.status).toBe(400);
    expect((await get(origin, '/')).status).toBe(200);
  });

  it('answers any method but GET and HEAD with 405 on pages and files, as nginx does', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const pathname of ['/', '/products', '/cart', '/assets/index-abc123.js']) {
        const answer = await get(origin, pathname, {}, method);
        expect(answer.status, `${method} ${pathname}`).toBe(405);
        expect(answer.headers.allow, `${method} ${pathname}`).toBe('GET, HEAD');
      }
    }
    const head = await get(origin, '/products', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html;charset=utf-8');
  });

  it("sends nginx's security headers, once each, on pages and the API's answers", async () => {
    const expected = securityHeaders('simulated');
    expect(expected['content-security-policy']).not.toContain('razorpay');
    for (const pathname of ['/', '/cart', '/products', '/product/a.b', '/api/getcart']) {
      const { headers } = await get(origin, pathname, { 'Accept-Encoding': 'br' });
      for (const [name, value] of Object.entries(expected))
        expect(headers[name], pathname).toBe(value);
    }
  });

  it('sends files nosniff alone: the page policies would only add bytes to every file', async () => {
    for (const pathname of [
      '/assets/index-abc123.js',
      '/art/1f964.webp',
      '/sw.js',
      '/assets/missing.js',
    ]) {
      const { headers } = await get(origin, pathname, { 'Accept-Encoding': 'br' });
      expect(headers['x-content-type-options'], pathname).toBe('nosniff');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'permissions-policy',
      ]) {
        expect(headers[name], `${pathname} ${name}`).toBeUndefined();
      }
    }
  });

  it('revalidates with an ETag, the 304 carrying the ETag, Cache-Control and Vary of the 200', async () => {
    for (const pathname of ['/art/1f964.webp', '/assets/index-abc123.js', '/', '/cart']) {
      const first = await get(origin, pathname, { 'Accept-Encoding': 'br' });
      const again = await get(origin, pathname, {
        'Accept-Encoding': 'br',
        'If-None-Match': String(first.headers.etag),
      });
      expect(again.status, pathname).toBe(304);
      for (const name of ['etag', 'cache-control', 'vary']) {
        expect(again.headers[name], `${pathname} ${name}`).toBe(first.headers[name]);
      }
    }
  });

  // RFC 9110 §13.2.2, as nginx answers them: sirv itself knew only an If-None-Match that is
  // exactly the file's ETag, so a cache or a crawler asking otherwise got the whole file again.
  it('answers 304 to any If-None-Match naming the file, to *, and to an If-Modified-Since it has not changed since', async () => {
    const pathname = '/assets/index-abc123.js';
    const { headers } = await get(origin, pathname);
    const etag = String(headers.etag);
    const lastModified = String(headers['last-modified']);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    for (const conditions of <Record<string, string>[]>[
      { 'If-None-Match': `W/"other", ${etag}` },
      { 'If-None-Match': '*' },
      { 'If-Modified-Since': lastModified },
      { 'If-None-Match': etag, Range: 'bytes=2-9' },
    ]) {
      const again = await get(origin, pathname, conditions);
      expect(again.status, JSON.stringify(conditions)).toBe(304);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(again.body.length).toBe(0);
    }
    for (const conditions of <Record<string, string>[]>[
      { 'If-Modified-Since': earlier },
      { 'If-Modified-Since': 'not a date' },
      // If-None-Match decides when both are sent.
      { 'If-None-Match': 'W/"other"', 'If-Modified-Since': lastModified },
    ]) {
      const again = await get(origin, pathname, conditions);
      expect(again.status, JSON.stringify(conditions)).toBe(200);
      expect(again.body.toString()).toBe(SCRIPT);
    }
  });

  it('names the charset of every text file, utf-8', async () => {
    const dir = path.join(dist, 'charset');
    const types: Record<string, string> = {
      'a.css': 'text/css',
      'a.txt': 'text/plain',
      'a.xml': 'text/xml',
      'a.json': 'application/json',
      'a.svg': 'image/svg+xml',
    };
    await mkdir(dir, { recursive: true });
    for (const name of Object.keys(types)) await writeFile(path.join(dir, name), 'x');
    // sirv lists the files when it starts: a server of its own sees these.
    const server = createStaticServer({ distDir: dist, apiOrigin: 'http://127.0.0.1:9' });
    try {
      const at = await listen(server);
      for (const [name, type] of Object.entries(types)) {
        const { headers } = await get(at, `/charset/${name}`);
        expect(headers['content-type'], name).toBe(`${type}; charset=utf-8`);
      }
      expect((await get(at, '/art/1f964.webp')).headers['content-type']).toBe('image/webp');
    } finally {
      server.close();
    }
  });

  it('proxies /api to the API without the prefix, query string kept', async () => {
    const answer = await get(origin, '/api/getcart?x=1');
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
    expect(apiRequests.at(-1)?.url).toBe('/getcart?x=1');
  });

  // nginx merges the slashes before it picks a location: //api/getcart is the API's too.
  it('proxies a path to /api with doubled slashes to the API, slashes merged', async () => {
    const answer = await get(origin, '', {}, 'GET', '//api//getcart?x=1');
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
    expect(apiRequests.at(-1)?.url).toBe('/getcart?x=1');
  });

  it.each(ENCODED_API_PATHS)(
    'sends %s to the API as %s, with the headers of its answers, as nginx does',
    async (target, received) => {
      const answer = await get(origin, target);
      expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
      expect(apiRequests.at(-1)?.url).toBe(received);
      for (const [name, value] of Object.entries(securityHeaders('simulated'))) {
        expect(answer.headers[name.toLowerCase()], name).toBe(value);
      }
    },
  );

  // As nginx does (location = /api): the API's root, never the SPA's page nor a redirect.
  it('proxies /api without a trailing slash, with or without a query string, to the API root', async () => {
    for (const [target, received] of [
      ['/api', '/'],
      ['/api?x=1', '/?x=1'],
    ]) {
      const answer = await get(origin, target!);
      expect(JSON.parse(answer.body.toString()), target).toEqual({ ok: true });
      expect(apiRequests.at(-1)?.url, target).toBe(received);
    }
  });

  it("tells the API the shopper's address, never one the shopper forged", async () => {
    await get(origin, '/api/getcode');
    expect(apiRequests.at(-1)?.forwardedFor).toBe('127.0.0.1');
    // Each forged address would be a fresh per-IP rate limit (login, vouchers, e-mails).
    await get(origin, '/api/getcode', { 'X-Forwarded-For': '203.0.113.9' });
    expect(apiRequests.at(-1)?.forwardedFor).toBe('127.0.0.1');
  });

  it('passes an event stream on as the API writes it, and keeps it open past the answer timeout', async () => {
    const events = await new Promise<{ type?: string; chunks: string[] }>((resolve, reject) => {
      const chunks: string[] = [];
      const stream = request(`${origin}/api/orders/42/events`, (response) => {
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk.toString());
          if (chunks.length < 2) return;
          resolve({ type: response.headers['content-type'], chunks });
          stream.destroy();
        });
        response.on('end', () => reject(new Error(`the stream ended after ${chunks.join('')}`)));
      });
      stream.on('error', (error) => (stream.destroyed ? undefined : reject(error))).end();
    });
    expect(events).toEqual({
      type: 'text/event-stream',
      chunks: ['data: {"status":"Preparing"}\n\n', 'data: {"status":"Dispatched"}\n\n'],
    });
  });

  it("answers 504 in the API's error envelope when the API takes a request and never answers", async () => {
    const started = Date.now();
    const answer = await get(origin, '/api/hangs');
    expect(answer.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(API_TIMEOUT_MS - 50);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(errorEnvelopeSchema.parse(JSON.parse(answer.body.toString()))).toMatchObject({
      success: false,
    });
  });
});

describe('the static server of a shop that takes real payments', () => {
  it("allows Razorpay's checkout script and payment frame, as the API's payments mode says", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'gymfuel-dist-'));
    await writeFile(path.join(dist, SPA_FALLBACK), SHELL);
    const web = createStaticServer({
      distDir: dist,
      apiOrigin: 'http://127.0.0.1:9',
      paymentsProvider: 'razorpay',
    });
    try {
      const { headers } = await get(await listen(web), '/checkout');
      const policy = securityHeaders('razorpay')['content-security-policy'];
      expect(headers['content-security-policy']).toBe(policy);
      expect(policy).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
      expect(policy).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
    } finally {
      web.close();
      await rm(dist, { recursive: true, force: true });
    }
    expect(paymentsProviderOf({ PAYMENTS_PROVIDER: 'razorpay' })).toBe('razorpay');
    expect(paymentsProviderOf({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toBe('razorpay');
    expect(paymentsProviderOf({ PAYMENTS_PROVIDER: 'simulated', RAZORPAY_KEY_ID: 'x' })).toBe(
      'simulated',
    );
    expect(paymentsProviderOf({})).toBe('simulated');
  });
});

describe('the static server while the API is down', () => {
  it("answers /api with 502 in the API's error envelope", async () => {
    const closed = createServer();
    const apiOrigin = await listen(closed);
    closed.close();
    const dist = await mkdtemp(path.join(tmpdir(), 'gymfuel-dist-'));
    await writeFile(path.join(dist, SPA_FALLBACK), SHELL);
    const web = createStaticServer({ distDir: dist, apiOrigin });
    try {
      const answer = await get(await listen(web), '/api/getproducts');
      expect(answer.status).toBe(502);
      expect(errorEnvelopeSchema.safeParse(JSON.parse(answer.body.toString())).success).toBe(true);
    } finally {
      web.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
