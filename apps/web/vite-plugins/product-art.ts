import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const ART_ROUTE = /^\/art\/([0-9a-f-]+)\.webp$/;

/**
 * Serves and ships the product art from @lobehub/fluent-emoji-3d, so the shop never
 * hot-links an image. Only the listed code points are served or emitted: the package
 * holds thousands of files and the build must carry just the few the catalogue uses.
 */
export function productArt(codes: readonly string[]): Plugin {
  const require = createRequire(import.meta.url);
  const assetsDir = join(
    dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')),
    'assets',
  );
  const allowed = new Set(codes);
  const readArt = (code: string) => readFile(join(assetsDir, `${code}.webp`));

  return {
    name: 'gymfuel-product-art',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const code = ART_ROUTE.exec(req.url ?? '')?.[1];
        if (!code || !allowed.has(code)) return next();
        readArt(code).then(
          (bytes) => {
            res.setHeader('Content-Type', 'image/webp');
            res.setHeader('Cache-Control', 'public, max-age=86400');
            res.end(bytes);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      for (const code of allowed) {
        this.emitFile({ type: 'asset', fileName: `art/${code}.webp`, source: await readArt(code) });
      }
    },
  };
}
