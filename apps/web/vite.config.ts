/// <reference types="vitest/config" />
import { PRODUCT_ART } from '@gymfuel/contracts';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { WEB_ONLY_ART } from './src/shared/ui/avatar-art.ts';
import { productArt } from './vite-plugins/product-art.ts';

// The API serves the spec's paths at its root; the browser reaches it as /api/* on the
// web's own origin (see DESIGN.md), so dev and preview both strip the prefix.
const apiProxy: Record<string, ProxyOptions> = {
  '/api/': {
    target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}`,
    changeOrigin: true,
    rewrite: (path) => path.replace(/^\/api/, ''),
  },
};

export default defineConfig({
  plugins: [react(), productArt([...PRODUCT_ART, ...WEB_ONLY_ART])],
  build: {
    rolldownOptions: {
      output: {
        // Libraries change far less often than the shop's own code; in their own chunks they
        // stay cached across releases. jsPDF is left out: it loads only when an invoice needs it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              name: 'data',
              test: /node_modules[\\/](zod|@tanstack[\\/][^\\/]+|@gymfuel[\\/]contracts)[\\/]|packages[\\/]contracts[\\/]dist[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 15_000,
  },
});
