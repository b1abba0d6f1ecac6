import { isDuplicateKey } from '../../errors/duplicate-key.js';

/**
 * How one series of documents (the invoices of a financial year, or its credit notes) is stored:
 * one per order, numbered 1, 2, 3… under unique indexes on the order and on the number.
 */
export interface NumberedSeries<R> {
  /** The order's document, if it has one. */
  findForOrder(orderId: string): Promise<R | null>;
  /** The highest number used in the series, 0 before the first. */
  lastSequence(): Promise<number>;
  /**
   * Inserts the documents in the order given and stops at the first one refused (a unique index:
   * E11000): answers those stored before it, and the refusal. Any other failure throws.
   */
  insertInOrder(documents: Omit<R, '_id'>[]): Promise<{ stored: R[]; refusal?: unknown }>;
}

/** One order's document, waiting for its number: how it reads with a number, and who waits. */
interface Request<R> {
  orderId: string;
  build(sequence: number): Omit<R, '_id'>;
  waiters: {
    resolve(issued: { record: R; created: boolean }): void;
    reject(error: unknown): void;
  }[];
}

/** A batch goes in one insert; bounded so that one message stays small. */
const MAX_BATCH = 100;
/** Enough for other processes taking numbers again and again; reaching it means something else is wrong. */
const MAX_ATTEMPTS = 100;

/**
 * Numbers a series' documents in this process, in batches: every issue that arrives while a batch
 * is being stored joins the next one, which takes the following numbers and is stored in one
 * ordered insert. So a busy moment costs one round trip per batch, not two per document queued
 * one behind another.
 *
 * The document IS its number: a number exists only once its document is stored, so none can be
 * lost between steps. This process remembers the last number it stored; only another process can
 * have taken the next, and then the unique index refuses ours, the series is read again, and the
 * rest of the batch is numbered from there. So the numbers run 1..N with no gap and no repeat. An
 * order already holding its document (a repeat, the webhook racing the payment's own call) is
 * answered with it (`created: false`), and the documents after it move up a number.
 */
export function createNumbering<R>(series: NumberedSeries<R>) {
  const queued = new Map<string, Request<R>>();
  let storing = false;
  /** The highest number known to be taken; undefined: read it from the series first. */
  let last: number | undefined;

  async function storeBatch(batch: Request<R>[]): Promise<void> {
    let rest = batch;
    for (let attempt = 1; rest.length > 0; attempt += 1) {
      try {
        if (attempt > MAX_ATTEMPTS) throw new Error('Could not number the documents of a series');
        const first = (last ??= await series.lastSequence()) + 1;
        const { stored, refusal } = await series.insertInOrder(
          rest.map((request, index) => request.build(first + index)),
        );
        stored.forEach((record, index) => settle(rest[index], { record, created: true }));
        last += stored.length;
        rest = rest.slice(stored.length);
        if (refusal === undefined) return;
        if (!isDuplicateKey(refusal)) throw refusal;
        const [refused, ...after] = rest as [Request<R>, ...Request<R>[]];
        const existing = await series.findForOrder(refused.orderId);
        if (existing === null) {
          // Not this order's document, so its number: another process took it.
          last = undefined;
        } else {
          settle(refused, { record: existing, created: false });
          rest = after;
        }
      } catch (error) {
        // Whatever was stored before the failure is unknown: read the series again next time.
        last = undefined;
        for (const request of rest) for (const waiter of request.waiters) waiter.reject(error);
        return;
      }
    }
  }

  function settle(request: Request<R> | undefined, issued: { record: R; created: boolean }) {
    // A second asker for the same order in one batch gets the same document, not a new one.
    request?.waiters.forEach((waiter, index) =>
      waiter.resolve(index === 0 ? issued : { ...issued, created: false }),
    );
  }

  async function storeQueued(): Promise<void> {
    storing = true;
    try {
      while (queued.size > 0) {
        const batch = [...queued.values()].slice(0, MAX_BATCH);
        for (const request of batch) queued.delete(request.orderId);
        await storeBatch(batch);
      }
    } finally {
      storing = false;
    }
  }

  /** The order's document, issued with the next number unless it has one already. */
  function issue(
    orderId: string,
    build: (sequence: number) => Omit<R, '_id'>,
  ): Promise<{ record: R; created: boolean }> {
    return new Promise((resolve, reject) => {
      const request = queued.get(orderId) ?? { orderId, build, waiters: [] };
      request.waiters.push({ resolve, reject });
      queued.set(orderId, request);
      if (!storing) void storeQueued();
    });
  }

  return { issue };
}

export type Numbering<R> = ReturnType<typeof createNumbering<R>>;
