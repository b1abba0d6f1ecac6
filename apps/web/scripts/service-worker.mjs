// After the prerender, before the precompression: writes dist/sw.js with Workbox's generateSW
// from service-worker-rules.mjs. Only now are the prerendered pages on disk, so the precache
// names each with the revision of the file the server sends; precompress.mjs then packs sw.js.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';
import { serviceWorkerOptions } from './service-worker-rules.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
// The shell and the pages that open offline: what they load is precached.
const menuPages = [
  'spa-fallback.html',
  'index.html',
  'products/index.html',
  ...readdirSync(join(dist, 'product')).map((id) => `product/${id}/index.html`),
];
const pagesHtml = menuPages.map((page) => readFileSync(join(dist, page), 'utf8')).join('\n');
// The code of every shop page (prerender.mjs wrote it from the build manifest, then no longer needed).
const shopPageFiles = JSON.parse(readFileSync(join(dist, '.vite', 'shop-page-files.json'), 'utf8'));
rmSync(join(dist, '.vite'), { recursive: true, force: true });
const { count, size, warnings } = await generateSW(
  serviceWorkerOptions(dist, pagesHtml, shopPageFiles),
);
for (const warning of warnings) console.warn(warning);
console.log(`Wrote sw.js: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
