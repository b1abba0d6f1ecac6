// What a browser downloads as JavaScript to show / for the first time: the entry script and
// every chunk the built index.html preloads, each gzipped as it travels. Chunks imported on
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
  const files = new Set(
    [
      ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
    ].map((match) => match[1]),
  );
  return [...files].map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
}
