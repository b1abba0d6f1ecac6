import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Two test files at a time: a journey spends much of its time waiting (page loads, live
    // updates, polls), which the other file's journey fills. Each journey has its own shopper,
    // and what one changes for everyone (the console's new product) is its own.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll's own default gives up after 1 s; on a busy 2-core machine a page can take
    // several seconds to answer a click, so every poll waits up to 15 s unless it says otherwise.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
