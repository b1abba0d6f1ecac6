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
 * alive: no banner, ordering buttons that look enabled. The code of the shop's other pages is
 * precached too (serviceWorkerOptions); the console's screens and the PDF libraries are cached
 * when first used, not downloaded for every shopper.
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

/** The shell every page of the shop comes alive from (the static server's SPA fallback). */
const SHELL = '/spa-fallback.html';

/**
 * Run-time routes, each for one kind of request. Workbox copies each urlPattern into sw.js as
 * source text, so each is self-contained. Nothing else is cached: an /api call with a session
 * (cart, orders, user, payment…) always goes to the network.
 */
export const RUNTIME_CACHING = [
  {
    // Any other page of the shop (/cart, /review, /dashboard/orders, /product/{id}/, …) opened
    // with no network: the shell, so the app opens and says it is offline, not the browser's
    // error page. Online the server answers, its prerendered pages included. The regex is the
    // static server's FILE_REQUEST (a file is never the shell; the unit test checks they agree).
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin &&
      request.mode === 'navigate' &&
      !/^\/api(\/|$)/.test(url.pathname) &&
      !/^\/(assets|art|icons)\/|\.(html?|m?js|css|map|json|webmanifest|xml|txt|png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/i.test(
        url.pathname,
      ),
    handler: 'NetworkOnly',
    method: 'GET',
    options: { precacheFallback: { fallbackURL: SHELL } },
  },
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
 * `pagesHtml` and whose shop pages' code and styles are `shopPageFiles` ('/assets/CartPage-….js'…): with
 * it, any page opened offline gets the shell and comes alive, not a blank screen.
 *
 * @param {string} distDir
 * @param {string} pagesHtml
 * @param {string[]} shopPageFiles
 */
export function serviceWorkerOptions(distDir, pagesHtml, shopPageFiles) {
  return {
    globDirectory: distDir,
    globPatterns: [
      ...MENU_PAGES,
      ...APP_FILES,
      ...menuAssets(pagesHtml),
      ...shopPageFiles.map((url) => url.replace(/^\//, '')),
    ],
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
    navigateFallback: SHELL,
    navigateFallbackAllowlist: [/^\/product\/[^/?]+(\?|$)/],
    runtimeCaching: RUNTIME_CACHING,
  };
}
