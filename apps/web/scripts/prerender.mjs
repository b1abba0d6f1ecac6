// After `vite build` and `vite build --ssr`: writes each public page of the shop as full HTML
// (dist/index.html, dist/products/index.html, dist/product/{id}/index.html...), keeps the empty
// shell for every other route (dist/spa-fallback.html), and writes robots.txt and sitemap.xml.
// The canonical links and the sitemap name the shop at PUBLIC_URL (the address shoppers use).
// What goes into each file is src/prerender's; this script only reads and writes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const serverBuild = fileURLToPath(new URL('../dist-ssr/', import.meta.url));
const siteUrl = (process.env.PUBLIC_URL ?? 'http://localhost:5173').replace(/\/$/, '');

const { PUBLIC_PAGES, prerender, pageHtml, robotsTxt, sitemapXml } = await import(
  pathToFileURL(join(serverBuild, 'entry-server.js')).href
);

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
// The shell every other route gets (server/static-server.mjs and nginx name it).
writeFileSync(join(dist, 'spa-fallback.html'), shell);
for (const page of PUBLIC_PAGES) {
  const file = join(dist, page.path, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, pageHtml(shell, siteUrl + page.path, await prerender(page)));
}
writeFileSync(join(dist, 'robots.txt'), robotsTxt(siteUrl));
writeFileSync(
  join(dist, 'sitemap.xml'),
  sitemapXml(
    siteUrl,
    PUBLIC_PAGES.map((page) => page.path),
  ),
);
// The server bundle was only for this script.
rmSync(serverBuild, { recursive: true, force: true });
console.log(`Prerendered ${PUBLIC_PAGES.length} pages for ${siteUrl}`);
