// Writes a .br and a .gz beside every text file of dist/, at the strongest settings, once per
// build: the static server (server/static-server.mjs) then sends them as they are, with no
// compression work per request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/** Compresses every compressible file under `dir`; returns how many it did. */
export function precompress(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && COMPRESSIBLE.test(entry.name),
  );
  for (const entry of files) {
    const file = join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = precompress(fileURLToPath(new URL('../dist/', import.meta.url)));
  console.log(`Precompressed ${count} files (brotli and gzip)`);
}
