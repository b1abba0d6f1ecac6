import { defaultServerConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The suites and the global setup read the workspace packages' sources (their
 * "@gymfuel/source" export), so an edit to packages/contracts/src needs no rebuild. Vitest
 * runs them in server environments of its own, so every environment gets the condition.
 */
const workspaceSources: Plugin = {
  name: 'gymfuel:workspace-sources',
  configEnvironment(_name, config) {
    config.resolve ??= {};
    config.resolve.conditions = [
      '@gymfuel/source',
      ...(config.resolve.conditions ?? defaultServerConditions),
    ];
  },
};

export default defineConfig({
  plugins: [workspaceSources],
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./vitest.test-db-check.ts'],
    // Each file starts its own database server (TEST_DB), which takes a moment.
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
