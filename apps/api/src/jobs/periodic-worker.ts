import type { Logger } from '../logging/logger.js';

export interface PeriodicWorker {
  /**
   * One pass now; never two at once: asked for during a pass, it runs one more pass after it
   * (and the promise covers both).
   */
  tick(): Promise<void>;
  /** A pass every interval, until stop(); server.ts starts it after listening. */
  start(): void;
  /**
   * Stops the timer and waits for the pass under way, so the database can close after it; that
   * pass finishes the item in hand but takes no new one (its signal is aborted).
   */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `intervalMs` in the background. Every API process runs one of each worker:
 * what a pass does is leased in the database (per message, per refund, per job), so several
 * processes never do the same thing twice. Tests never start the timer: they pin the clock and
 * call `tick()`.
 */
export function createPeriodicWorker({
  failureMessage,
  intervalMs,
  pass,
  logger,
  afterStop = async () => {},
}: {
  /** The warning logged when a pass fails, e.g. 'could not send the due e-mails; trying again'. */
  failureMessage: string;
  intervalMs: number;
  /** Stops taking new work once `stopping` is aborted (shutdown). */
  pass: (stopping: AbortSignal) => Promise<unknown>;
  logger: Logger;
  /** Work the pass started but does not wait for, which must end before the database closes. */
  afterStop?: () => Promise<void>;
}): PeriodicWorker {
  let timer: NodeJS.Timeout | undefined;
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  /** A tick arrived during a pass: the work it announces may have come after that pass looked. */
  let again = false;

  function tick(): Promise<void> {
    if (running !== undefined) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          try {
            await pass(stopping.signal);
          } catch (error) {
            logger.warn({ err: error }, failureMessage);
          }
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    tick,
    start() {
      if (timer !== undefined) return;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      again = false;
      stopping.abort();
      await running;
      await afterStop();
    },
  };
}
