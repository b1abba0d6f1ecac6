import type { PeriodicWorker } from './periodic-worker.js';

/**
 * The background work of one API process. server.ts starts it after listening and stops it on
 * SIGTERM after the in-flight requests (which may still hand it work), before the database
 * closes. Tests never start it: they pin the clock and call a worker's `tick()`.
 */
export interface Workers {
  /** Retries refund calls and completes simulated refunds. */
  refunds: PeriodicWorker;
  /** Sends the outbox's due e-mails, with retries. */
  mail: PeriodicWorker;
  /** Asks the provider about checkouts paid but never confirmed (one process at a time). */
  reconciliation: PeriodicWorker;
  /** Finishes cancels whose request could not give back the seat and voucher use or credit note. */
  cancellations: PeriodicWorker;
  /** Stores the invoice and e-mail of new orders whose request could not. */
  orderFollowUps: PeriodicWorker;
  /** Gives back the seats (and voucher uses) of pay-on-delivery orders that were never written. */
  unorderedSeats: PeriodicWorker;
  /**
   * Reads other processes' ended sessions and changed accounts for the session cache; it starts
   * by itself with the cache's first entry (tests too), and stops with the others.
   */
  sessionChanges: PeriodicWorker;
}

export function startWorkers(workers: Workers): void {
  for (const worker of Object.values(workers)) worker.start();
}

export async function stopWorkers(workers: Workers): Promise<void> {
  await Promise.all(Object.values(workers).map((worker) => worker.stop()));
}
