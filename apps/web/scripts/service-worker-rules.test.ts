import { describe, expect, it } from 'vitest';
// Read from source, as vite.config.ts does: this project runs in plain node, with nothing built.
import { endpointList } from '../../../packages/contracts/src/index.ts';
import { FILE_REQUEST } from '../server/static-server.mjs';
import { menuAssets, pagesAtTheirUrls, RUNTIME_CACHING } from './service-worker-rules.mjs';

const ORIGIN = 'https://gymfuel.example';

/** The run-time routes a same-origin request to `pathname` (a page's fetch by default) takes. */
const routesFor = (pathname: string, mode: RequestMode = 'cors') =>
  RUNTIME_CACHING.filter((route) =>
    route.urlPattern({ request: { mode }, url: new URL(pathname, ORIGIN), sameOrigin: true }),
  );

/** The run-time caches a same-origin fetch of `pathname` would be kept in. */
const cachesFor = (pathname: string) =>
  routesFor(pathname)
    .filter((route) => route.options.cacheName)
    .map((route) => `${route.handler} ${route.options.cacheName}`);

/** The endpoint's path as the browser requests it, path parameters filled in. */
const browserPath = (path: string) =>
  `/api${path.replace(/:[A-Za-z]+/g, '5eed00000000000000000001')}`;

describe("the service worker's run-time caches", () => {
  it('keep no /api call that needs a session, whatever its method', () => {
    const withSession = endpointList.filter((endpoint) => endpoint.auth !== 'none');
    expect(withSession.length).toBeGreaterThan(40);
    for (const endpoint of withSession) {
      // Opened as a page too (a link to a PDF): no route at all, so never the shell either.
      for (const mode of ['cors', 'navigate'] as const) {
        expect(
          routesFor(browserPath(endpoint.path), mode),
          `${endpoint.method} ${endpoint.path} (${mode})`,
        ).toEqual([]);
      }
    }
  });

  it('keep exactly the catalogue and the public set-up of the API, stale-while-revalidate', () => {
    const cached = endpointList
      .filter((endpoint) => cachesFor(browserPath(endpoint.path)).length > 0)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(cached).toEqual(['GET /getproducts', 'GET /config']);
    expect(cachesFor('/api/getproducts')).toEqual(['StaleWhileRevalidate gymfuel-catalogue']);
    expect(cachesFor('/api/config')).toEqual(['StaleWhileRevalidate gymfuel-config']);
    // Only GET: Workbox matches the method too.
    expect(RUNTIME_CACHING.every((route) => route.method === 'GET')).toBe(true);
  });

  it('keep product art stale-while-revalidate and hashed files cache-first', () => {
    expect(cachesFor('/art/1f964.webp')).toEqual(['StaleWhileRevalidate gymfuel-art']);
    expect(cachesFor('/assets/inter-latin-400-normal-C38fXH4l.woff2')).toEqual([
      'CacheFirst gymfuel-assets',
    ]);
    expect(cachesFor('/products')).toEqual([]);
  });

  it('keep nothing from another origin', () => {
    for (const [href, mode] of [
      ['https://checkout.razorpay.com/art/v1/checkout.js', 'cors'],
      ['https://www.openstreetmap.org/export/embed', 'navigate'],
    ] as const) {
      const url = new URL(href);
      expect(
        RUNTIME_CACHING.filter((route) =>
          route.urlPattern({ request: { mode }, url, sameOrigin: false }),
        ),
      ).toEqual([]);
    }
  });

  it('are self-contained functions, as Workbox copies them into sw.js as text', () => {
    for (const route of RUNTIME_CACHING) {
      // Rebuilt from its text alone, as in sw.js: a name from this module would be undefined.
      const copy = new Function(
        `return (${route.urlPattern.toString()})`,
      )() as typeof route.urlPattern;
      for (const [pathname, mode] of [
        ['/api/getproducts', 'cors'],
        ['/cart', 'navigate'],
      ] as const) {
        const context = { request: { mode }, url: new URL(pathname, ORIGIN), sameOrigin: true };
        expect(copy(context)).toBe(route.urlPattern(context));
      }
    }
  });
});

describe("the service worker's pages opened with no network", () => {
  /** How a same-origin navigation to `path` is answered when it ends with the shell. */
  const navigationTo = (path: string) =>
    routesFor(path, 'navigate')
      .filter((route) => route.options.precacheFallback)
      .map((route) => `${route.handler}, else ${route.options.precacheFallback?.fallbackURL}`);

  it("get the network's answer, or the shell when there is none, on every page of the shop", () => {
    for (const path of [
      '/cart',
      '/cart/checkout/payment',
      '/review',
      '/terms&conditions',
      '/dashboard/orders',
      '/orders/trackorder/5eed00000000000000000001',
      '/login?next=%2Fcart',
      '/product/5eed00000000000000000001/',
      '/blog/my.post',
      '/no-such-page',
    ]) {
      expect(navigationTo(path), path).toEqual(['NetworkOnly, else /spa-fallback.html']);
    }
  });

  it('never answer a file or the API with the shell, as the static server never does', () => {
    for (const path of [
      '/sw.js',
      '/manifest.webmanifest',
      '/robots.txt',
      '/sitemap.xml',
      '/spa-fallback.html',
      '/assets/index-CXcwC76N.js',
      '/art/1f964.webp',
      '/icons/icon-192.png',
      '/api',
      '/api/orders/5eed00000000000000000001/invoice',
    ]) {
      expect(navigationTo(path), path).toEqual([]);
    }
    // sw.js holds a copy of the static server's pattern (a urlPattern is copied as text).
    expect(RUNTIME_CACHING[0]!.urlPattern.toString()).toContain(`/${FILE_REQUEST.source}/i`);
  });

  it("leave a page's own requests alone", () => {
    expect(routesFor('/cart')).toEqual([]);
  });
});

describe("the service worker's precache", () => {
  it("lists the hashed files the shell loads, each once, and nothing else of the shell's", () => {
    const shell =
      '<!doctype html><head><script type="module" crossorigin src="/assets/index-CXcwC76N.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-B1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/react-B1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-Q6CCCI4e.css">' +
      '<link rel="icon" type="image/webp" href="/art/1f964.webp">' +
      '<link rel="manifest" href="/manifest.webmanifest"></head>';
    expect(menuAssets(shell)).toEqual([
      'assets/index-CXcwC76N.js',
      'assets/react-B1.js',
      'assets/index-Q6CCCI4e.css',
    ]);
  });

  it("lists the code a prerendered menu page runs, its own page's chunks included", () => {
    const productsPage =
      '<script type="module" src="/assets/after-first-paint-Cnp1.js"' +
      ' data-page-chunks="/assets/ProductsPage-C2J2.js /assets/zod-DPfI.js"></script>' +
      '<link rel="preload" as="font" href="/assets/inter-latin-400-normal-C38f.woff2">';
    expect(menuAssets(productsPage)).toEqual([
      'assets/after-first-paint-Cnp1.js',
      'assets/ProductsPage-C2J2.js',
      'assets/zod-DPfI.js',
      'assets/inter-latin-400-normal-C38f.woff2',
    ]);
  });

  it('names each prerendered page by the URL a shopper opens', () => {
    const { manifest } = pagesAtTheirUrls([
      { url: 'index.html', revision: 'a1', size: 10 },
      { url: 'products/index.html', revision: 'b2', size: 20 },
      { url: 'product/5eed00000000000000000001/index.html', revision: 'c3', size: 30 },
      { url: 'spa-fallback.html', revision: 'd4', size: 40 },
      { url: 'assets/index-CXcwC76N.js', revision: null, size: 50 },
    ]);
    expect(manifest).toEqual([
      { url: '/', revision: 'a1', size: 10 },
      { url: '/products', revision: 'b2', size: 20 },
      { url: '/product/5eed00000000000000000001', revision: 'c3', size: 30 },
      { url: 'spa-fallback.html', revision: 'd4', size: 40 },
      { url: 'assets/index-CXcwC76N.js', revision: null, size: 50 },
    ]);
  });
});
