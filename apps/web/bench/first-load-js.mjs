// Prints the JavaScript a browser downloads to show / for the first time: the entry script and
// every chunk index.html preloads, in bytes and gzipped (what travels). Lazy chunks (the operator
// console, the PDF libraries) are not counted: they load on demand. Run after `pnpm build`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
].map((match) => match[1]);

let raw = 0;
let gzip = 0;
for (const file of new Set(scripts)) {
  const bytes = readFileSync(new URL(file, dist));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += zipped;
  console.log(
    `${file}  ${(bytes.length / 1024).toFixed(1)} KB  (${(zipped / 1024).toFixed(1)} KB gzip)`,
  );
}
console.log(
  `First load of /: ${(raw / 1024).toFixed(1)} KB of JavaScript, ${(gzip / 1024).toFixed(1)} KB gzip`,
);
