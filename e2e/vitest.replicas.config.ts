import { defineConfig } from 'vitest/config';

/**
 * The replicas test starts its own engine, two API processes and nginx (support/replicas.ts),
 * so it runs apart from the journeys and without their stack.
 */
export default defineConfig({
  test: {
    include: ['replicas/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
