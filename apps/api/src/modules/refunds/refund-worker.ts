import { createPeriodicWorker, type PeriodicWorker } from '../../jobs/periodic-worker.js';
import type { Logger } from '../../logging/logger.js';
import type { RefundService } from './refunds.service.js';

/** How often each API process looks for due refunds: one indexed query when there are none. */
export const REFUND_WORKER_INTERVAL_MS = 1000;

/**
 * Retries refund calls that failed and completes simulated refunds when their time comes. Every
 * API process runs one (server.ts starts it and stops it on shutdown); the lease taken per refund
 * (refunds.service.ts) lets only one of them call the provider for a given refund. Tests call
 * `tick()` with a pinned clock instead of starting it.
 */
export function createRefundWorker({
  refunds,
  logger,
  intervalMs = REFUND_WORKER_INTERVAL_MS,
}: {
  refunds: Pick<RefundService, 'runDue' | 'idle'>;
  logger: Logger;
  intervalMs?: number;
}): PeriodicWorker {
  return createPeriodicWorker({
    failureMessage: 'could not work the due refunds; trying again',
    intervalMs,
    // After the calls cancels have started, so a pass never claims one of them a second time.
    pass: async (stopping) => {
      await refunds.idle();
      await refunds.runDue(stopping);
    },
    logger,
    afterStop: () => refunds.idle(),
  });
}

export type RefundWorker = PeriodicWorker;
