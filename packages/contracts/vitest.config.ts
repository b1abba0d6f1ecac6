import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The shop runs on India time whatever the server's zone. The suites run in UTC wherever the
    // machine is, and a test about another zone sets its own and puts UTC back.
    env: { TZ: 'UTC' },
    // npm test runs the suites niced beside the browser journeys, at times several times slower
    // than alone: Vitest's 5 s default would fail a test for the machine's load.
    testTimeout: 30_000,
  },
});
