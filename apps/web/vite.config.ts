/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';
// Vite loads this file with node's default conditions, which would need contracts' dist/;
// the art list is read from source so the dev server and the tests need nothing built.
import { PRODUCT_ART } from '../../packages/contracts/src/art.ts';
import { WEB_ONLY_ART } from './src/shared/ui/avatar-art.ts';
import { productArt } from './vite-plugins/product-art.ts';

// The API serves the spec's paths at its root; the browser reaches it as /api/* on the
// web's own origin (see docs/architecture.md#data-flow), so the dev server strips the prefix, as
// the built web's server (server/static-server.mjs) and nginx do.
const apiProxy: Record<string, ProxyOptions> = {
  '/api/': {
    target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}`,
    changeOrigin: true,
    rewrite: (path) => path.replace(/^\/api/, ''),
  },
};

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), productArt([...PRODUCT_ART, ...WEB_ONLY_ART])],
  // For the footer's year (src/app/layout/Footer.tsx). The build's two halves (the browser's
  // code and the prerender's) each read it; only a build across midnight at New Year differs.
  // And the shop's address, for the canonical links: the prerender writes them, the browser keeps
  // them up to date after a client-side navigation (src/shared/routing/page-head.ts).
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __SITE_URL__: JSON.stringify(
      (process.env.PUBLIC_URL ?? 'http://localhost:5173').replace(/\/$/, ''),
    ),
  },
  // The dev server and vitest read the workspace packages' sources (their "@gymfuel/source"
  // export), so an edit to packages/contracts/src is live without a rebuild; `vite build`
  // bundles their dist/ like any other dependency. Vitest appends its own default conditions
  // to this list; the dev server needs Vite's.
  resolve:
    command === 'serve'
      ? {
          conditions: ['@gymfuel/source', ...(mode === 'test' ? [] : defaultClientConditions)],
        }
      : {},
  build: {
    // Which file each source became, for scripts/prerender.mjs (which deletes it).
    manifest: true,
    // Fonts stay files, however small (the ₹-only faces are under 1 KB): a face's unicode-range
    // fetches it only on a page that prints its characters, while inlined in the stylesheet it
    // would make every page's render-blocking CSS larger.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      // The shell, and the script a prerendered page has in its place (src/after-first-paint.ts).
      input: { index: 'index.html', 'after-first-paint': 'src/after-first-paint.ts' },
      output: {
        // Libraries change far less often than the shop's own code; in their own chunks they
        // stay cached across releases. jsPDF is left out: it loads only when an invoice needs it.
        // A group takes every matching module any chunk uses (docs/architecture.md#code-splitting).
        codeSplitting: {
          // A group takes only the modules its test names, not (by default) their imports too.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Apart from TanStack: the first screen loads it only with its first API call. The
            // contracts' schemas are left to the bundler, beside the code that uses them: in one
            // chunk with zod, every schema of the shop was built in one long task on any page
            // that needed one (docs/architecture.md#code-splitting).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  test: {
    // The shop runs on India time whatever the server's zone. The suites run in UTC wherever the
    // machine is, and a test about another zone sets its own and puts UTC back.
    env: { TZ: 'UTC' },
    // happy-dom rather than jsdom: the component suite runs in about two thirds of the time.
    environment: 'happy-dom',
    environmentOptions: {
      // Like a browser with no network: a clicked link does not load the next page, and a
      // script tag (Razorpay's Checkout.js) fails to load at once.
      happyDOM: {
        settings: {
          navigation: {
            disableMainFrameNavigation: true,
            disableChildPageNavigation: true,
            disableChildFrameNavigation: true,
          },
          disableJavaScriptFileLoading: true,
          disableCSSFileLoading: true,
        },
      },
    },
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // npm test runs the suites niced beside the browser journeys, at times several times slower.
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: a single worker on our 2-core machine,
    // leaving a core idle once the API suite (run beside this one) is done.
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'app', include: ['src/**/*.test.{ts,tsx}'] } },
      // The static server of `npm start`, on real HTTP: plain node, none of the app's DOM set-up.
      {
        test: { name: 'server', include: ['server/**/*.test.ts'], environment: 'node' },
      },
      // The build's scripts (the service worker's rules): plain node, none of the app's DOM set-up.
      {
        test: { name: 'build', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      // The built first load of / against its budget: a real Vite build, in plain node.
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
          hookTimeout: 120_000,
        },
      },
      // The image's nginx site, run in real nginx: plain node, none of the app's DOM set-up.
      {
        test: {
          name: 'nginx',
          include: ['nginx/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
}));
