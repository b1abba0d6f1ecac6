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
    // The shop runs on India time whatever the server's zone. The suites run in UTC wherever the
    // machine is, and a test about another zone sets its own and puts UTC back.
    env: { TZ: 'UTC' },
    include: ['src/**/*.test.ts'],
    globalSetup: ['./vitest.test-db-check.ts'],
    // The files of a worker share its loaded modules instead of importing Express, mongoose and
    // the whole app again for each file: on our 2 cores the suite takes about 3 minutes instead
    // of 8. So a file must leave no global state behind: each has its own database, and nock is
    // taken out of `http` after every file that records HTTP (src/test/razorpay.ts).
    isolate: false,
    // Every core (Vitest's default leaves one idle): the files are independent, so on our 2 cores
    // the suite takes about 105 s instead of 165 s.
    maxWorkers: '100%',
    // Each file starts its own database server (TEST_DB), which takes a moment.
    hookTimeout: 60_000,
    // npm test runs the suites niced beside the browser journeys: a test that starts a child
    // process (the CLIs, the server) can then take several times what it takes alone.
    testTimeout: 60_000,
  },
});
