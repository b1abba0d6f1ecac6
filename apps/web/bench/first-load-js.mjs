// Prints the JavaScript a browser downloads to show / for the first time (first-load.mjs), in
// bytes and gzipped (what travels). Run after `pnpm build`.
import { fileURLToPath } from 'node:url';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts } from './first-load.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const scripts = firstLoadScripts(fileURLToPath(new URL('../dist/', import.meta.url)));
for (const { file, bytes, gzipBytes } of scripts) {
  console.log(`${file}  ${kb(bytes)}  (${kb(gzipBytes)} gzip)`);
}
const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
console.log(
  `First load of /: ${kb(sum('bytes'))} of JavaScript, ${kb(sum('gzipBytes'))} gzip ` +
    `(budget ${kb(FIRST_LOAD_BUDGET_BYTES)} gzip)`,
);
