// What the shop's service worker keeps, as options for Workbox's generateSW
// (docs/architecture.md#installable-menu). scripts/service-worker.mjs applies them to the built
// dist/; service-worker-rules.test.ts holds them against the endpoint table.

/** The prerendered menu pages (scripts/prerender.mjs), and the shell other product pages get. */
const MENU_PAGES = [
  'index.html',
  'products/index.html',
  'product/*/index.html',
  'spa-fallback.html',
];

/** What installs the app (its manifest and icons) and the early-tap holder the pages load (public/). */
const APP_FILES = ['manifest.webmanifest', 'icons/*.png', 'early-taps.js'];

/**
 * The hashed files the menu pages load: the shell's entry script, preloaded chunks, stylesheets
 * and fonts, and a prerendered page's loader with the chunks it runs (its data-page-chunks, the
 * page's own code among them). Offline, a page missing one would show its HTML and never come
 * alive: no banner, ordering buttons that look enabled. Lazy chunks of other pages (the console,
 * the PDF libraries) are cached when first used, not downloaded for every shopper.
 *
 * @param {string} pagesHtml the shell's and the menu pages' HTML
 * @returns {string[]}
 */
export function menuAssets(pagesHtml) {
  const files = [...pagesHtml.matchAll(/\/(assets\/[\w.-]+)/g)].map((match) => match[1]);
  return [...new Set(files)];
}

/**
 * A prerendered page is precached under the URL a shopper opens ('/products', not
 * 'products/index.html'), which is also what the static server and nginx answer it at.
 *
 * @param {{ url: string, revision: string | null, size: number }[]} entries
 */
export function pagesAtTheirUrls(entries) {
  return {
    manifest: entries.map((entry) =>
      /(^|\/)index\.html$/.test(entry.url)
        ? { ...entry, url: `/${entry.url.replace(/\/?index\.html$/, '')}` }
        : entry,
    ),
    warnings: [],
  };
}

/**
 * Run-time caches, each for one public kind of request. Workbox copies each urlPattern into
 * sw.js as source text, so each is self-contained. Nothing else is cached: an /api call with a
 * session (cart, orders, user, payment…) always goes to the network.
 */
export const RUNTIME_CACHING = [
  {
    // The catalogue, as the last visit read it; a change found by the revalidation is announced
    // to the page (broadcast update, by ETag), which reads it again.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/getproducts',
    handler: 'StaleWhileRevalidate',
    method: 'GET',
    options: {
      cacheName: 'gymfuel-catalogue',
      cacheableResponse: { statuses: [200] },
      broadcastUpdate: { options: { headersToCheck: ['etag'] } },
    },
  },
  {
    // The server's public set-up (payments mode, legal identity), shown by every page's frame.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/config',
    handler: 'StaleWhileRevalidate',
    method: 'GET',
    options: { cacheName: 'gymfuel-config', cacheableResponse: { statuses: [200] } },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/art/'),
    handler: 'StaleWhileRevalidate',
    method: 'GET',
    options: {
      cacheName: 'gymfuel-art',
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 100 },
    },
  },
  {
    // Hashed files never change under their name: fonts and lazy chunks once used.
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    handler: 'CacheFirst',
    method: 'GET',
    options: {
      cacheName: 'gymfuel-assets',
      cacheableResponse: { statuses: [200] },
      expiration: { maxEntries: 100 },
    },
  },
];

/**
 * generateSW's options for the built web in `distDir`, whose SPA shell and menu pages are
 * `pagesHtml`.
 *
 * @param {string} distDir
 * @param {string} pagesHtml
 */
export function serviceWorkerOptions(distDir, pagesHtml) {
  return {
    globDirectory: distDir,
    globPatterns: [...MENU_PAGES, ...APP_FILES, ...menuAssets(pagesHtml)],
    manifestTransforms: [pagesAtTheirUrls],
    // Content-hashed: their name is their revision.
    dontCacheBustURLsMatching: /^assets\//,
    swDest: `${distDir.replace(/\/$/, '')}/sw.js`,
    mode: 'production',
    sourcemap: false,
    // One file, served no-cache like the pages: a deploy is found on the next load.
    inlineWorkboxRuntime: true,
    // The first one takes over the page at once, so one visit is enough; a later one waits for
    // the shopper's Reload (app/service-worker), so an open page never mixes two versions.
    clientsClaim: true,
    skipWaiting: false,
    cleanupOutdatedCaches: true,
    // /products?category=Shakes is /products: the filters live in the page.
    ignoreURLParametersMatching: [/./],
    // A product added after the build gets the shell, as the server would send it.
    navigateFallback: '/spa-fallback.html',
    navigateFallbackAllowlist: [/^\/product\/[^/?]+(\?|$)/],
    runtimeCaching: RUNTIME_CACHING,
  };
}
