import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // npm test runs the suites niced beside the browser journeys, at times several times slower
    // than alone: Vitest's 5 s default would fail a test for the machine's load.
    testTimeout: 30_000,
  },
});
