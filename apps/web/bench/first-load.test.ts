import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts } from './first-load.mjs';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

// The browser build of the current sources (not the prerender, which only fills index.html's
// #root), so the figures never come from a stale dist/: about 3 s.
describe('the built first load of /', () => {
  let dist: string;
  let indexHtml: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'gymfuel-first-load-'));
    // Vitest runs with NODE_ENV=test, which Vite would keep, bundling React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: webRoot,
        logLevel: 'silent',
        // The manifest says which stylesheets each lazily loaded chunk brings.
        build: { outDir: dist, emptyOutDir: true, manifest: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    indexHtml = await readFile(path.join(dist, 'index.html'), 'utf8');
  }, 120_000);

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('is at most 120 KB of gzipped JavaScript', () => {
    const scripts = firstLoadScripts(dist);
    const gzipped = scripts.reduce((total, script) => total + script.gzipBytes, 0);
    expect(FIRST_LOAD_BUDGET_BYTES).toBe(122_880);
    expect(gzipped).toBeLessThanOrEqual(122_880);
    // Libraries keep their own chunks (cached across releases): React with its router, TanStack.
    expect(scripts.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^assets\/react-[\w-]+\.js$/),
        expect.stringMatching(/^assets\/query-[\w-]+\.js$/),
      ]),
    );
    // zod comes with the first API call, never with the page.
    expect(scripts.map(({ file }) => file)).not.toContainEqual(expect.stringMatching(/zod/));
  });

  it('preloads the first screen’s five faces, at the hashed URLs the stylesheet asks for', async () => {
    const preloads = [
      ...indexHtml.matchAll(
        /<link\s+rel="preload"\s+as="font"\s+type="font\/woff2"\s+href="([^"]+)"\s+crossorigin/g,
      ),
    ].map((match) => match[1]);
    expect(preloads).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-400-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/inter-latin-500-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/inter-latin-600-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/poppins-latin-600-normal-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/poppins-latin-700-normal-[\w-]+\.woff2$/),
    ]);
    const assets = await readdir(path.join(dist, 'assets'));
    const css = (
      await Promise.all(
        assets
          .filter((file) => file.endsWith('.css'))
          .map((file) => readFile(path.join(dist, 'assets', file), 'utf8')),
      )
    ).join('\n');
    for (const href of preloads) expect(css).toContain(`url(${href})`);
  });

  it('styles every prerendered page from the shell’s stylesheet, before any script runs', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { css?: string[]; imports?: string[]; isEntry?: boolean }>;
    /** The stylesheets a lazily loaded chunk would add when it loads, its imports' included. */
    const lazyCss = (key: string, seen = new Set<string>()): string[] => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || seen.has(key)) return [];
      seen.add(key);
      return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((i) => lazyCss(i, seen))];
    };
    const prerenderedPages = [
      'src/features/products/ProductsPage.tsx',
      'src/features/product-detail/ProductDetailPage.tsx',
      'src/features/reviews/ReviewsPage.tsx',
      'src/features/contact/ContactPage.tsx',
      'src/features/blog/BlogPage.tsx',
      'src/features/legal/TermsPage.tsx',
      'src/features/legal/PrivacyPage.tsx',
    ];
    for (const page of prerenderedPages) {
      expect(manifest[page], page).toBeDefined();
      expect(lazyCss(page), page).toEqual([]);
    }
  });

  it('ships woff2 faces for latin, and a ₹-only file beside each', async () => {
    const fonts = (await readdir(path.join(dist, 'assets'))).filter((file) =>
      /\.(woff2?|ttf|otf)$/.test(file),
    );
    // Inter 400, 500, 600 and Poppins 500, 600, 700: a latin file and a ₹ file each.
    expect(fonts).toHaveLength(12);
    expect(
      fonts.every((file) =>
        /^(inter|poppins)-(latin|rupee)-\d00(-normal)?-[\w-]+\.woff2$/.test(file),
      ),
    ).toBe(true);
    const rupeeFiles = fonts.filter((file) => file.includes('-rupee-'));
    expect(rupeeFiles).toHaveLength(6);
    for (const file of rupeeFiles) {
      expect((await stat(path.join(dist, 'assets', file))).size).toBeLessThan(1024);
    }
  });
});
