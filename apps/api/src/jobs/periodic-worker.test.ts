import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../test/captured-logs.js';
import { createPeriodicWorker } from './periodic-worker.js';

// Start, stop, one pass at a time and failed passes: refund-worker.test.ts, through the refunds'
// worker. Here, what the outbox relies on.
describe('createPeriodicWorker', () => {
  it('runs one more pass when ticked during a pass, since the work it announces came after that pass looked', async () => {
    let passes = 0;
    let release = () => {};
    const worker = createPeriodicWorker({
      failureMessage: 'could not work; trying again',
      intervalMs: 60_000,
      pass: async () => {
        passes += 1;
        if (passes === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      logger: capturedLogger().logger,
    });
    const first = worker.tick();
    const during = worker.tick();
    worker.tick();
    release();
    await Promise.all([first, during]);
    expect(passes).toBe(2);
  });

  it('tells the pass under way that the process is stopping, so it takes no new work', async () => {
    let release = () => {};
    let seen: AbortSignal | undefined;
    const worker = createPeriodicWorker({
      failureMessage: 'could not work; trying again',
      intervalMs: 60_000,
      pass: async (stopping) => {
        seen = stopping;
        await new Promise<void>((resolve) => (release = resolve));
      },
      logger: capturedLogger().logger,
    });
    const pass = worker.tick();
    expect(seen?.aborted).toBe(false);
    const stopped = worker.stop();
    expect(seen?.aborted).toBe(true);
    release();
    await Promise.all([pass, stopped]);
  });
});
