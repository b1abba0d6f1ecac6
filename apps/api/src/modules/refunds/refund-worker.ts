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
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** One pass over what is due, after the calls cancels have started; never two at once. */
  function tick(): Promise<void> {
    running ??= (async () => {
      try {
        await refunds.idle();
        await refunds.runDue();
      } catch (error) {
        logger.warn({ err: error }, 'could not work the due refunds; trying again');
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    tick,
    start(): void {
      if (timer !== undefined) return;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    /** Stops looking and waits for the work under way, so the database can close after it. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
      await refunds.idle();
    },
  };
}

export type RefundWorker = ReturnType<typeof createRefundWorker>;
