// What a browser downloads as JavaScript to show / for the first time: the entry script and
// every chunk the built index.html preloads, each gzipped as it travels. The prerendered / names
// them on its loader's tag, which fetches them after the first paint (src/after-first-paint.ts). Chunks imported on
// demand (the other pages, the endpoints' schemas with zod, the PDF libraries, the operator
// console) are not counted: they load with a page or an API call, after / has shown and hydrated.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 16's ceiling for that JavaScript, gzipped: 120 KB. */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

/** The scripts the built index.html in `distDir` loads, with their size and gzipped size. */
export function firstLoadScripts(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const attribute = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  const urls = [
    ...attribute(/<script[^>]+src="([^"]+\.js)"/g),
    ...attribute(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
    ...attribute(/<script[^>]+data-entry="([^"]+\.js)"/g),
    ...attribute(/<script[^>]+data-modulepreload="([^"]*)"/g).flatMap((list) => list.split(' ')),
  ];
  const files = new Set(urls.filter(Boolean).map((url) => url.replace(/^\//, '')));
  return [...files].map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
}
