import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_SECURITY_HEADERS, securityHeaders } from '../server/security-headers.mjs';
import { FILE_REQUEST } from '../server/static-server.mjs';
import { ENCODED_API_PATHS } from './encoded-api-paths.js';
import {
  freePort,
  hasBrotliStatic,
  startNginx,
  startStubApi,
  type RunningNginx,
} from './run-nginx.js';

const FILES = {
  'index.html': '<!doctype html><title>GymFuel</title><div id="root"><h1>Home</h1></div>',
  'products/index.html': '<!doctype html><title>Products | GymFuel</title>',
  'terms&conditions/index.html': '<!doctype html><title>Terms and Conditions | GymFuel</title>',
  'spa-fallback.html': '<!doctype html><title>GymFuel</title><div id="root"></div>',
  'assets/index-abc123.js': 'console.log("shop");',
  // As scripts/precompress.mjs writes it beside the script.
  'assets/index-abc123.js.gz': gzipSync('console.log("shop");'),
  'assets/index-abc123.js.br': brotliCompressSync('console.log("shop");'),
  'sw.js': 'self.__WB_MANIFEST = [];',
  'manifest.webmanifest': '{"name":"GymFuel","start_url":"/"}',
  'art/1f964.webp': 'RIFF-not-really-webp',
};

// npm start's server sends the same (apps/web/server/security-headers.mjs): one list for both.
const SIMULATED = securityHeaders('simulated');

/** A GET of `target` as it is: fetch would resolve its dot segments before sending it. */
function rawGet(origin: string, target: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request(`${origin}/`, { path: target }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

/** Polls the access log until `predicate` holds: nginx writes a line once the response is sent. */
async function waitForLog(nginx: RunningNginx, predicate: (log: string) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const log = await nginx.accessLog();
    if (predicate(log)) return log;
    if (Date.now() > deadline) throw new Error(`access log never matched:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the web image nginx site (simulated payments)', () => {
  let api: Awaited<ReturnType<typeof startStubApi>>;
  let nginx: RunningNginx;

  beforeAll(async () => {
    api = await startStubApi();
    nginx = await startNginx({
      paymentsProvider: 'simulated',
      apiOrigins: [api.origin],
      files: FILES,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await api?.close();
  });

  it.each(['/', '/cart', '/product/a.b', '/api/getproducts'])(
    'sends the security headers, once each, on %s',
    async (path) => {
      const { headers } = await fetch(`${nginx.origin}${path}`);
      for (const [name, value] of Object.entries(SIMULATED)) expect(headers.get(name)).toBe(value);
    },
  );

  it.each(['/assets/index-abc123.js', '/assets/missing.js', '/sw.js', '/art/1f964.webp'])(
    'sends %s nosniff alone, as npm start does: the page policies would only add bytes',
    async (path) => {
      const { headers } = await fetch(`${nginx.origin}${path}`);
      expect(Object.fromEntries(headers)).toMatchObject(FILE_SECURITY_HEADERS);
      for (const name of Object.keys(SIMULATED)) {
        if (!(name in FILE_SECURITY_HEADERS)) expect(headers.get(name), name).toBeNull();
      }
    },
  );

  it('serves prerendered pages as they are, client routes the shell, and hashed assets as immutable scripts', async () => {
    const page = await fetch(`${nginx.origin}/orders/42`);
    expect(await page.text()).toBe(FILES['spa-fallback.html']);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await (await fetch(`${nginx.origin}/`)).text()).toBe(FILES['index.html']);
    const products = await fetch(`${nginx.origin}/products`);
    expect(await products.text()).toBe(FILES['products/index.html']);
    expect(products.headers.get('cache-control')).toBe('no-cache');

    const script = await fetch(`${nginx.origin}/assets/index-abc123.js`);
    expect(script.headers.get('content-type')).toBe('application/javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${nginx.origin}/assets/missing.js`)).status).toBe(404);
  });

  // Each answer varies by the header: a cache between nginx and the shopper (a CDN, a proxy)
  // must not hand the gzip bytes, kept a year as immutable, to a client that cannot read them.
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['br;q=0, gzip', 'gzip'],
  ])(
    'sends the precompressed script to Accept-Encoding %s as %s, varying by it',
    async (accepted, encoding) => {
      const script = await fetch(`${nginx.origin}/assets/index-abc123.js`, {
        headers: { 'Accept-Encoding': accepted },
      });
      expect(script.headers.get('content-encoding')).toBe(encoding);
      expect(script.headers.get('vary')).toBe('Accept-Encoding');
      expect(await script.text()).toBe('console.log("shop");');
    },
  );

  // .ci/run installs it; without it the site still starts (see the suite below) but sends gzip.
  it("runs on an nginx with the brotli_static module (Debian's libnginx-mod-http-brotli-static)", () => {
    expect(hasBrotliStatic).toBe(true);
  });

  it('answers a missing file with 404, not the shell, and a client route with a dot with the shell', async () => {
    for (const path of [
      '/favicon.ico',
      '/art/x.webp',
      '/art/missing',
      '/assets/missing.js',
      '/assets/missing',
      '/icons/x.png',
      '/robots-missing.txt',
    ]) {
      const answer = await fetch(`${nginx.origin}${path}`);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control'), path).toBeNull();
    }
    for (const path of ['/product/abc.def', '/blog/my.post']) {
      const page = await fetch(`${nginx.origin}${path}`);
      expect(await page.text(), path).toBe(FILES['spa-fallback.html']);
    }
    // Files under /api are the API's to answer.
    expect(await (await fetch(`${nginx.origin}/api/openapi.json`)).json()).toEqual({ ok: true });
    expect(api.received.at(-1)?.url).toBe('/openapi.json');
  });

  // The same cases as npm start's server's test: both find a page by its decoded, normalised path.
  it('finds a prerendered page by its decoded, normalised path, and answers a malformed one 400', async () => {
    for (const target of ['/terms%26conditions', '/terms%26conditions/?from=footer']) {
      expect((await rawGet(nginx.origin, target)).body, target).toBe(
        FILES['terms&conditions/index.html'],
      );
    }
    for (const target of ['//products', '/products%2F', '/./products', '/cart/../products']) {
      expect((await rawGet(nginx.origin, target)).body, target).toBe(FILES['products/index.html']);
    }
    for (const target of ['/%', '/%zz', '/products%E0%A4%A', '/index.html%00', '/%00.js']) {
      expect((await rawGet(nginx.origin, target)).status, target).toBe(400);
    }
  });

  it("sends a range only while If-Range names the file as it is, as npm start's server does", async () => {
    const url = `${nginx.origin}/assets/index-abc123.js`;
    const lastModified = (await fetch(url)).headers.get('last-modified') ?? '';
    const ranged = (ifRange: string) =>
      fetch(url, { headers: { Range: 'bytes=2-9', 'If-Range': ifRange } });
    expect((await ranged(lastModified)).status).toBe(206);
    expect((await ranged('Thu, 01 Jan 1970 00:00:00 GMT')).status).toBe(200);
    expect((await ranged('"another-version"')).status).toBe(200);
  });

  it("answers a precompressed copy asked for by its own name with 404, as npm start's server does", async () => {
    for (const path of ['/assets/index-abc123.js.gz', '/assets/index-abc123.js.GZ']) {
      expect((await fetch(`${nginx.origin}${path}`)).status, path).toBe(404);
    }
    const script = await fetch(`${nginx.origin}/assets/index-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(script.headers.get('content-encoding')).toBe('gzip');
  });

  it("answers any method but GET and HEAD with 405 on pages and files, as npm start's server does", async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/', '/products', '/cart', '/assets/index-abc123.js']) {
        const answer = await fetch(`${nginx.origin}${path}`, { method });
        expect(answer.status, `${method} ${path}`).toBe(405);
      }
    }
  });

  it("tells files from client routes by npm start's own pattern", async () => {
    expect(FILE_REQUEST.flags).toBe('i');
    const site = await readFile(new URL('./default.conf.template', import.meta.url), 'utf8');
    expect(site).toContain(`location ~* "${FILE_REQUEST.source}" {`);
  });

  it('keeps product art fresh for a day, usable for a week while it revalidates', async () => {
    const art = await fetch(`${nginx.origin}/art/1f964.webp`);
    expect(art.status).toBe(200);
    expect(art.headers.get('cache-control')).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  });

  it('serves the service worker and the app manifest no-cache, so a deploy is found on the next load', async () => {
    const worker = await fetch(`${nginx.origin}/sw.js`);
    expect(await worker.text()).toBe(FILES['sw.js']);
    expect(worker.headers.get('content-type')).toBe('application/javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const manifest = await fetch(`${nginx.origin}/manifest.webmanifest`);
    expect(await manifest.json()).toEqual({ name: 'GymFuel', start_url: '/' });
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('proxies /api without a trailing slash to the API root, as npm start does, not a 301', async () => {
    for (const [target, received] of [
      ['/api', '/'],
      ['/api?x=1', '/?x=1'],
    ]) {
      const response = await fetch(`${nginx.origin}${target}`, { redirect: 'manual' });
      expect(response.status, target).toBe(200);
      expect(await response.json(), target).toEqual({ ok: true });
      expect(api.received.at(-1)?.url, target).toBe(received);
    }
  });

  it.each(ENCODED_API_PATHS)(
    'sends %s to the API as %s, with the headers of its answers',
    async (target, received) => {
      const response = await fetch(`${nginx.origin}${target}`);
      expect(await response.json()).toEqual({ ok: true });
      expect(api.received.at(-1)?.url).toBe(received);
      for (const [name, value] of Object.entries(SIMULATED)) {
        expect(response.headers.get(name), name).toBe(value);
      }
    },
  );

  it('strips /api and tells the API the address it saw, not one the client claims', async () => {
    const response = await fetch(`${nginx.origin}/api/getcart?x=1`, {
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(api.received.at(-1)?.url).toBe('/getcart?x=1');
    expect(api.received.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('leaves no trace of GET /api/login in the access log, and no query string at all', async () => {
    const login = await fetch(`${nginx.origin}/api/login?email=a@b.c&password=secret`);
    expect(login.status).toBe(200);
    expect(api.received.at(-1)?.url).toBe('/login?email=a@b.c&password=secret');
    await fetch(`${nginx.origin}/reset-password?token=reset-token-123`);
    await fetch(`${nginx.origin}/assets/index-abc123.js?after=login`);

    const log = await waitForLog(nginx, (text) => text.includes('/assets/index-abc123.js HTTP'));
    expect(log).toContain('"GET /reset-password HTTP/1.1" 200');
    for (const secret of ['login', 'a@b.c', 'secret', 'reset-token-123', 'after=login']) {
      expect(log).not.toContain(secret);
    }
  });
});

// The official nginx image has no brotli module: the site's include of its snippet matches nothing.
describe('the web image nginx site on an nginx without the brotli module', () => {
  let nginx: RunningNginx;
  beforeAll(async () => {
    nginx = await startNginx({
      paymentsProvider: 'simulated',
      apiOrigins: ['http://127.0.0.1:9'],
      files: FILES,
      brotli: false,
    });
  });
  afterAll(() => nginx?.stop());

  it('starts, and sends the gzip copy to a browser that accepts brotli too', async () => {
    const script = await fetch(`${nginx.origin}/assets/index-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(await script.text()).toBe('console.log("shop");');
  });
});

describe('the web image nginx site while the API is down', () => {
  let nginx: RunningNginx;

  beforeAll(async () => {
    const closedPort = await freePort();
    nginx = await startNginx({
      paymentsProvider: 'simulated',
      apiOrigins: [`http://127.0.0.1:${closedPort}`],
      files: FILES,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  it('keeps GET /api/login out of the error log too', async () => {
    expect((await fetch(`${nginx.origin}/api/login?email=a@b.c&password=secret`)).status).toBe(502);
    expect((await fetch(`${nginx.origin}/api/getcart`)).status).toBe(502);

    // The second failure is logged, so the log is written and the first one is not in it.
    const deadline = Date.now() + 10_000;
    let log = '';
    while (!log.includes('/getcart')) {
      if (Date.now() > deadline) throw new Error(`error log never named /getcart:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
      log = await nginx.errorLog();
    }
    for (const secret of ['login', 'a@b.c', 'secret']) expect(log).not.toContain(secret);
  });

  it("answers in the API's error envelope, as npm start's server does, so the web shows it", async () => {
    const answer = await fetch(`${nginx.origin}/api/getproducts`);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({
      success: false,
      message: 'The shop cannot be reached right now.',
      code: 'INTERNAL',
    });
  });
});

describe('the web image nginx site (razorpay payments)', () => {
  let nginx: RunningNginx;
  let api: Awaited<ReturnType<typeof startStubApi>>;

  beforeAll(async () => {
    api = await startStubApi();
    nginx = await startNginx({
      paymentsProvider: 'razorpay',
      apiOrigins: [api.origin],
      files: FILES,
    });
  });
  afterAll(async () => {
    await nginx?.stop();
    await api?.close();
  });

  it("allows Razorpay's checkout script and payment frame", async () => {
    const { headers } = await fetch(`${nginx.origin}/checkout`);
    for (const [name, value] of Object.entries(securityHeaders('razorpay'))) {
      expect(headers.get(name)).toBe(value);
    }
    expect(headers.get('content-security-policy')).toContain('https://checkout.razorpay.com');
  });
});
