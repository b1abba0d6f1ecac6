import { isDuplicateKey } from '../../errors/duplicate-key.js';

/**
 * How one series of documents (invoices, credit notes) is stored: one per order, numbered
 * 1, 2, 3… per financial year under a unique (financialYear, sequence) index.
 */
export interface NumberedSeries<R> {
  /** The order's document, if it has one. */
  findForOrder(orderId: string): Promise<R | null>;
  /** The highest number used in the year, 0 before the first. */
  lastSequence(financialYear: string): Promise<number>;
  /** Inserts the order's document with that number; a unique index may refuse it (E11000). */
  insert(sequence: number): Promise<R>;
}

/** Enough for hundreds of issues racing for one number; reaching it means something else is wrong. */
const MAX_ATTEMPTS = 1000;

/**
 * The order's document, issued with the next number of the year unless it has one already.
 * The document IS its number: a number exists only once its document is stored, so none can be
 * lost between steps (nothing is reserved first and written later). Each try takes the highest
 * stored number + 1; a racing issue that stored it first makes the unique index refuse ours, and
 * we look again. So the numbers run 1..N with no gap and no repeat, and a repeat or a race for one
 * order ends with its one document (unique orderId). `created` tells whether this call issued it.
 */
export async function issueOnce<R>(
  series: NumberedSeries<R>,
  orderId: string,
  financialYear: string,
): Promise<{ record: R; created: boolean }> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const existing = await series.findForOrder(orderId);
    if (existing !== null) return { record: existing, created: false };
    const sequence = (await series.lastSequence(financialYear)) + 1;
    try {
      return { record: await series.insert(sequence), created: true };
    } catch (error) {
      // Either the number or this order's document was taken meanwhile: look again.
      if (!isDuplicateKey(error)) throw error;
    }
  }
  throw new Error(`Could not number a document for order ${orderId} in ${financialYear}`);
}
