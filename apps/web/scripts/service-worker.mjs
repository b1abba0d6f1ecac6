// After the prerender, before the precompression: writes dist/sw.js with Workbox's generateSW
// from service-worker-rules.mjs. Only now are the prerendered pages on disk, so the precache
// names each with the revision of the file the server sends; precompress.mjs then packs sw.js.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';
import { serviceWorkerOptions } from './service-worker-rules.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const shell = readFileSync(join(dist, 'spa-fallback.html'), 'utf8');
const { count, size, warnings } = await generateSW(serviceWorkerOptions(dist, shell));
for (const warning of warnings) console.warn(warning);
console.log(`Wrote sw.js: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);
