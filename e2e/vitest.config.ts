import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One browser journey at a time: the machine has 2 cores and the stack is shared.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll's own default gives up after 1 s; on a busy 2-core machine a page can take
    // several seconds to answer a click, so every poll waits up to 15 s unless it says otherwise.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
