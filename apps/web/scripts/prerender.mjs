// After `vite build` and `vite build --ssr`: writes each public page of the shop as full HTML
// (dist/index.html, dist/products/index.html, dist/product/{id}/index.html...), keeps the empty
// shell for every other route (dist/spa-fallback.html), and writes robots.txt and sitemap.xml.
// The canonical links and the sitemap name the shop at PUBLIC_URL (the address shoppers use), as
// the build's two halves read it (vite.config.ts), so the browser names the same after a navigation.
// What goes into each file is src/prerender's; this script only reads and writes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const serverBuild = fileURLToPath(new URL('../dist-ssr/', import.meta.url));

const {
  PUBLIC_PATHS,
  SITE_URL,
  canonicalUrl,
  SHOP_PAGE_NAMES,
  prerender,
  pageHtml,
  robotsTxt,
  sitemapXml,
  entryUrl,
  pageChunkUrls,
  pageFileUrls,
  chunksInImportOrder,
} = await import(pathToFileURL(join(serverBuild, 'entry-server.js')).href);

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
// Which file each source became: the loader of a prerendered page's code, and each page's chunks.
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const loaderUrl = entryUrl(manifest, 'src/after-first-paint.ts');
// Every page calls these endpoints as it opens (src/shared/api/first-screen-endpoints.ts).
const firstCallChunks = chunksInImportOrder(manifest, 'first-screen-endpoints');
// The shell every other route gets (server/static-server.mjs and nginx name it).
writeFileSync(join(dist, 'spa-fallback.html'), shell);
for (const path of PUBLIC_PATHS) {
  const file = join(dist, path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  const rendered = await prerender(path);
  const loader = {
    url: loaderUrl,
    pageChunks: pageChunkUrls(manifest, rendered.lazyPages),
    firstCallChunks,
  };
  writeFileSync(file, pageHtml(shell, canonicalUrl(path), rendered, loader));
}
writeFileSync(join(dist, 'robots.txt'), robotsTxt(SITE_URL));
writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(SITE_URL, PUBLIC_PATHS));
// The code of every shop page, for service-worker.mjs to precache: any page opens offline.
writeFileSync(
  join(dist, '.vite', 'shop-page-files.json'),
  JSON.stringify(pageFileUrls(manifest, SHOP_PAGE_NAMES)),
);
// The server bundle was only for this script (service-worker.mjs removes dist/.vite).
rmSync(serverBuild, { recursive: true, force: true });
console.log(`Prerendered ${PUBLIC_PATHS.length} pages for ${SITE_URL}`);
