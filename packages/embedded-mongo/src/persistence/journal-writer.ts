import { open, type FileHandle } from 'node:fs/promises';
import { encodeRecord, type JournalRecord } from './journal-record.js';
import { syncDirectory } from './sync-directory.js';

/** One journal file: the records appended between two checkpoints. */
interface Segment {
  generation: number;
  path: string;
  /** Opened on its first write, so a checkpoint with no writes after it leaves no empty file. */
  handle?: FileHandle;
  bytes: number;
}

interface Waiter {
  upTo: number;
  resolve(): void;
  reject(error: Error): void;
}

/**
 * Appends records to the current journal file and fsyncs them in batches: every record
 * appended while one fsync runs goes out with the next, so concurrent writes share one
 * fsync (group commit). A write is acknowledged only once `whenDurable` says so.
 */
export class JournalWriter {
  private queue: Array<{ segment: Segment; bytes: Buffer }> = [];
  private appended = 0;
  private durable = 0;
  /** fsyncs of journal files so far: with group commit, far fewer than records. */
  private syncCount = 0;
  private readonly waiters: Waiter[] = [];
  private draining: Promise<void> | undefined;
  private failure: Error | undefined;
  private current: Segment;

  constructor(
    generation: number,
    private readonly pathOf: (generation: number) => string,
    private readonly dataDir: string,
  ) {
    this.current = { generation, path: pathOf(generation), bytes: 0 };
  }

  /** Bytes appended to the current file, so the owner can checkpoint before it grows too long. */
  get currentBytes(): number {
    return this.current.bytes;
  }

  get syncs(): number {
    return this.syncCount;
  }

  append(record: JournalRecord): void {
    if (this.failure) return;
    const bytes = encodeRecord(record);
    this.queue.push({ segment: this.current, bytes });
    this.current.bytes += bytes.length;
    this.appended += 1;
    this.drainSoon();
  }

  /** Settles once everything appended so far is on disk; undefined when nothing is pending. */
  whenDurable(): Promise<void> | undefined {
    if (this.failure) return Promise.reject(this.failure);
    if (this.durable === this.appended) return undefined;
    return new Promise((resolve, reject) => {
      this.waiters.push({ upTo: this.appended, resolve, reject });
    });
  }

  /**
   * Starts a new file for the records appended from now on and returns the generation of the
   * one it closes; `retire` deletes that file once a checkpoint holds its changes.
   */
  rotate(): { sealed: number; done: Promise<void> } {
    const sealed = this.current;
    this.current = {
      generation: sealed.generation + 1,
      path: this.pathOf(sealed.generation + 1),
      bytes: 0,
    };
    const done = (this.whenDurable() ?? Promise.resolve()).then(() => sealed.handle?.close());
    return { sealed: sealed.generation, done };
  }

  async close(): Promise<void> {
    await (this.whenDurable() ?? Promise.resolve()).catch(() => undefined);
    await this.current.handle?.close();
    this.current.handle = undefined;
  }

  private drainSoon(): void {
    // Waiting one turn of the event loop lets every request already received join the batch.
    this.draining ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.drain())
      .finally(() => {
        this.draining = undefined;
        if (this.queue.length > 0 && !this.failure) this.drainSoon();
      });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.failure) {
      const batch = this.queue;
      this.queue = [];
      const upTo = this.appended;
      try {
        for (const [segment, chunks] of bySegment(batch)) {
          const handle = await this.handleOf(segment);
          await writeAll(
            handle,
            chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks),
          );
          await handle.datasync();
          this.syncCount += 1;
        }
      } catch (error) {
        this.fail(error);
        return;
      }
      this.durable = upTo;
      this.settle();
    }
  }

  private async handleOf(segment: Segment): Promise<FileHandle> {
    if (segment.handle) return segment.handle;
    // 'wx': a new generation never reuses a file; one already there would mean two writers.
    const handle = await open(segment.path, 'wx');
    segment.handle = handle;
    // The new file's name must survive a crash too, not only its contents.
    await syncDirectory(this.dataDir);
    return handle;
  }

  private settle(): void {
    let kept = 0;
    for (const waiter of this.waiters) {
      if (waiter.upTo <= this.durable) waiter.resolve();
      else this.waiters[kept++] = waiter;
    }
    this.waiters.length = kept;
  }

  /** After a failed write nothing more can be promised durable: every later write is refused too. */
  private fail(error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    this.failure = new Error(`embedded-mongo: cannot write the journal: ${reason}`, {
      cause: error,
    });
    console.error(this.failure.message);
    for (const waiter of this.waiters.splice(0)) waiter.reject(this.failure);
  }
}

function bySegment(batch: Array<{ segment: Segment; bytes: Buffer }>): Map<Segment, Buffer[]> {
  const groups = new Map<Segment, Buffer[]>();
  for (const { segment, bytes } of batch) {
    const chunks = groups.get(segment);
    if (chunks) chunks.push(bytes);
    else groups.set(segment, [bytes]);
  }
  return groups;
}

async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  let written = 0;
  while (written < bytes.length) {
    const result = await handle.write(bytes, written, bytes.length - written, null);
    written += result.bytesWritten;
  }
}
