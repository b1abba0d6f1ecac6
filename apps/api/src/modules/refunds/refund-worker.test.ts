import { describe, expect, it, vi } from 'vitest';
import { capturedLogger } from '../../test/captured-logs.js';
import { createRefundWorker } from './refund-worker.js';

/** Stands in for the refunds service: counts passes, and can fail one or hold them. */
function fakeRefunds() {
  let passes = 0;
  let failNext = false;
  let gate = Promise.resolve();
  let openGate = () => {};
  let stoppingSignal: AbortSignal | undefined;
  return {
    refunds: {
      idle: async () => {},
      runDue: async (stopping?: AbortSignal) => {
        stoppingSignal = stopping;
        passes += 1;
        if (failNext) {
          failNext = false;
          throw new Error('database unreachable');
        }
        await gate;
        return 0;
      },
    },
    passes: () => passes,
    stopping: () => stoppingSignal,
    failNextPass: () => void (failNext = true),
    holdPasses: () => void (gate = new Promise((resolve) => (openGate = resolve))),
    releasePasses: () => openGate(),
  };
}

describe('createRefundWorker', () => {
  it('works the due refunds on its interval once started, and no more once stopped', async () => {
    const fake = fakeRefunds();
    const worker = createRefundWorker({
      refunds: fake.refunds,
      logger: capturedLogger().logger,
      intervalMs: 5,
    });
    worker.start();
    await vi.waitFor(() => expect(fake.passes()).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await worker.stop();
    const stoppedAt = fake.passes();
    await worker.tick();
    expect(fake.passes()).toBe(stoppedAt + 1);
  });

  it('runs one pass at a time, and stop() waits for the one under way', async () => {
    const fake = fakeRefunds();
    const worker = createRefundWorker({ refunds: fake.refunds, logger: capturedLogger().logger });
    fake.holdPasses();
    const first = worker.tick();
    const second = worker.tick();
    expect(second).toBe(first);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await vi.waitFor(() => expect(fake.passes()).toBe(1), { timeout: 10_000 });
    expect(stopped).toBe(false);
    // The pass under way is told, so it makes no further provider call.
    expect(fake.stopping()?.aborted).toBe(true);
    fake.releasePasses();
    await stopping;
    expect(fake.passes()).toBe(1);
  });

  it('logs a failed pass and tries again on the next', async () => {
    const fake = fakeRefunds();
    const { logger, lines } = capturedLogger();
    const worker = createRefundWorker({ refunds: fake.refunds, logger });
    fake.failNextPass();
    await worker.tick();
    await worker.tick();
    expect(fake.passes()).toBe(2);
    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 40, msg: 'could not work the due refunds; trying again' },
    ]);
  });
});
