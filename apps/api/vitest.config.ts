import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each file starts its own database server (TEST_DB), which takes a moment.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
