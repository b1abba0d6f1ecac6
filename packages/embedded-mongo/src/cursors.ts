import { BSON, Long, type Document } from 'bson';
import { commandError } from './errors.js';
import { rewrapNumbers } from './store/numeric-types.js';
import { MAX_BSON_OBJECT_SIZE } from './wire/constants.js';

const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;
// Leaves room for the reply envelope around the batch.
const BATCH_BYTES = MAX_BSON_OBJECT_SIZE - 64 * 1024;

interface OpenCursor {
  namespace: string;
  documents: Document[];
  position: number;
  lastUsed: number;
  lazyEnd: boolean;
  noTimeout: boolean;
}

export interface OpenOptions {
  singleBatch?: boolean;
  /**
   * A scan or pipeline learns it is exhausted only when it asks for one more document, so
   * mongod keeps such a cursor open after a batch that filled up exactly at the end, and
   * the next getMore returns an empty batch. Drivers' event counts depend on this.
   */
  lazyEnd?: boolean;
  /** `noCursorTimeout`: never dropped for being idle, only when exhausted or killed. */
  noTimeout?: boolean;
}

export interface CursorReply extends Document {
  cursor: { id: Long; ns: string; firstBatch?: Document[]; nextBatch?: Document[] };
  ok: 1;
}

/**
 * Server-side cursors over already computed results. Results are snapshots of frozen
 * documents, so later writes never change what a cursor returns.
 */
export class CursorRegistry {
  private readonly cursors = new Map<string, OpenCursor>();
  private nextId = BigInt(Date.now()) * 1000n;
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweepIdle(), 60_000);
    this.sweeper.unref();
  }

  /** The first batch, keeping a cursor open when more documents remain. */
  open(
    namespace: string,
    documents: Document[],
    batchSize: number | undefined,
    { singleBatch = false, lazyEnd = false, noTimeout = false }: OpenOptions = {},
  ): CursorReply {
    const cursor: OpenCursor = {
      namespace,
      documents,
      position: 0,
      lastUsed: Date.now(),
      lazyEnd,
      noTimeout,
    };
    const size = batchSize ?? DEFAULT_FIRST_BATCH;
    const batch = takeBatch(cursor, size);
    let id = Long.ZERO;
    if (!singleBatch && !exhausted(cursor, batch, size)) {
      this.nextId += 1n;
      id = Long.fromBigInt(this.nextId);
      this.cursors.set(id.toString(), cursor);
    }
    return { cursor: { firstBatch: batch, id, ns: namespace }, ok: 1 };
  }

  getMore(rawId: unknown, namespace: string, batchSize: number | undefined): CursorReply {
    const key = cursorKey(rawId);
    const cursor = this.cursors.get(key);
    if (!cursor || cursor.namespace !== namespace) {
      throw commandError('CursorNotFound', `cursor id ${key} not found`);
    }
    cursor.lastUsed = Date.now();
    const size = batchSize && batchSize > 0 ? batchSize : Infinity;
    const batch = takeBatch(cursor, size);
    const done = exhausted(cursor, batch, size);
    if (done) this.cursors.delete(key);
    return {
      cursor: { nextBatch: batch, id: done ? Long.ZERO : Long.fromString(key), ns: namespace },
      ok: 1,
    };
  }

  kill(rawIds: unknown[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const rawId of rawIds) {
      const key = cursorKey(rawId);
      (this.cursors.delete(key) ? killed : notFound).push(Long.fromString(key));
    }
    return { killed, notFound };
  }

  get openCount(): number {
    return this.cursors.size;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.cursors.clear();
  }

  private sweepIdle(): void {
    const cutoff = Date.now() - IDLE_TIMEOUT_MS;
    for (const [key, cursor] of this.cursors)
      if (cursor.lastUsed < cutoff && !cursor.noTimeout) this.cursors.delete(key);
  }
}

function cursorKey(rawId: unknown): string {
  if (Long.isLong(rawId)) return rawId.toString();
  if (typeof rawId === 'number' && Number.isInteger(rawId)) return String(rawId);
  if (typeof rawId === 'bigint') return rawId.toString();
  throw commandError('BadValue', 'cursor id must be a 64-bit integer');
}

function exhausted(cursor: OpenCursor, batch: Document[], batchSize: number): boolean {
  if (cursor.position < cursor.documents.length) return false;
  return !(cursor.lazyEnd && batch.length === batchSize);
}

/** Up to `batchSize` documents (0 gives an empty batch), cut short to fit one reply. */
function takeBatch(cursor: OpenCursor, batchSize: number): Document[] {
  const end = Math.min(cursor.documents.length, cursor.position + Math.max(0, batchSize));
  const batch: Document[] = [];
  let bytes = 0;
  while (cursor.position < end) {
    const document = rewrapNumbers(cursor.documents[cursor.position] as Document);
    bytes += BSON.calculateObjectSize(document);
    if (bytes > BATCH_BYTES && batch.length > 0) break;
    batch.push(document);
    cursor.position += 1;
  }
  return batch;
}
