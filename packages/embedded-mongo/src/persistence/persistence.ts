import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Catalog, CatalogListener } from '../store/catalog.js';
import type { CollectionChange } from '../store/change.js';
import type { Collection } from '../store/collection.js';
import { lockDataDir } from './data-lock.js';
import { readJournal } from './journal-reader.js';
import type { JournalRecord } from './journal-record.js';
import { replayRecord } from './journal-replay.js';
import { RECOVERY_ADVICE } from './recovery-advice.js';
import { JournalWriter } from './journal-writer.js';
import {
  captureCollection,
  decodeCollection,
  encodeCollection,
  type CollectionSnapshot,
} from './snapshot-file.js';
import { syncDirectory } from './sync-directory.js';

const FILE_SUFFIX = '.bson';
const TEMP_SUFFIX = '.tmp';
/** Database names cannot hold a dot, so these never clash with a database's folder. */
const JOURNAL_NAME = /^journal-(\d+)\.wal$/;
const journalName = (generation: number): string =>
  `journal-${String(generation).padStart(8, '0')}.wal`;

export interface PersistenceOptions {
  /** A checkpoint follows the first change after the previous one within this time. */
  checkpointIntervalMs?: number;
  /** ...or sooner, once the journal holds this many bytes (it bounds the replay at start-up). */
  checkpointBytes?: number;
}

const DEFAULT_CHECKPOINT_INTERVAL_MS = 60_000;
const DEFAULT_CHECKPOINT_BYTES = 64 * 1024 * 1024;

const folderName = (name: string): string => encodeURIComponent(name);

/**
 * Keeps a data folder in step with the catalog. Every change is appended to a journal
 * (`journal-N.wal`) and fsynced before its write is acknowledged. Checkpoints, in the
 * background, rewrite the changed collections' files (`<db>/<collection>.bson`, atomically)
 * and then delete the journal they cover. Start-up loads the files, then replays the journal.
 */
export class Persistence implements CatalogListener {
  private mode: 'loading' | 'replaying' | 'running' = 'loading';
  private catalog: Catalog | undefined;
  private writer: JournalWriter | undefined;
  private readonly dirtyCollections = new Map<string, Collection>();
  private readonly droppedFiles = new Set<string>();
  private readonly droppedDatabases = new Set<string>();
  /** Journal files written before this start, replayed, to delete at the first checkpoint. */
  private replayedJournals = false;
  private timer: NodeJS.Timeout | undefined;
  private checkpointing: Promise<void> | undefined;
  private readonly checkpointIntervalMs: number;
  private readonly checkpointBytes: number;

  private constructor(
    readonly dataDir: string,
    private readonly unlock: () => Promise<void>,
    options: PersistenceOptions,
  ) {
    this.checkpointIntervalMs = options.checkpointIntervalMs ?? DEFAULT_CHECKPOINT_INTERVAL_MS;
    this.checkpointBytes = options.checkpointBytes ?? DEFAULT_CHECKPOINT_BYTES;
  }

  static async open(dataDir: string, options: PersistenceOptions = {}): Promise<Persistence> {
    const absolute = path.resolve(dataDir);
    await mkdir(absolute, { recursive: true });
    return new Persistence(absolute, await lockDataDir(absolute), options);
  }

  /**
   * Reads every collection file, then replays the journal. A file or journal that cannot be
   * read fails the start, naming it; nothing is rewritten. Only a torn last record, a write
   * that was never acknowledged, is dropped.
   */
  async load(catalog: Catalog): Promise<void> {
    this.catalog = catalog;
    const fileGenerations = new Map<string, number>();
    for (const entry of await readdir(this.dataDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const folder = path.join(this.dataDir, entry.name);
      for (const file of await readdir(folder)) {
        const filePath = path.join(folder, file);
        if (file.endsWith(TEMP_SUFFIX)) {
          // Left by a write that was interrupted before its rename: the previous file is still whole.
          await rm(filePath, { force: true });
        } else if (file.endsWith(FILE_SUFFIX)) {
          fileGenerations.set(filePath, await this.loadFile(catalog, filePath));
        }
      }
    }
    this.mode = 'replaying';
    const lastJournal = await this.replayJournals(catalog, (database, collection) => {
      return fileGenerations.get(this.filePath(database, collection)) ?? -1;
    });
    // Generations only grow, even once every journal is deleted: files name the last one they hold.
    this.writer = new JournalWriter(
      Math.max(lastJournal, ...fileGenerations.values()) + 1,
      (generation) => path.join(this.dataDir, journalName(generation)),
      this.dataDir,
    );
    this.mode = 'running';
    // Fold what was replayed into the files at the next checkpoint, so the journal stays short.
    if (this.replayedJournals) this.scheduleCheckpoint(this.checkpointIntervalMs);
  }

  private async loadFile(catalog: Catalog, filePath: string): Promise<number> {
    try {
      const snapshot = decodeCollection(await readFile(filePath));
      const collection = catalog.create(snapshot.database, snapshot.collection, snapshot.options);
      for (const spec of snapshot.indexes) collection.createIndex(spec);
      for (const document of snapshot.documents) collection.insert(document);
      return snapshot.journalGeneration;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `embedded-mongo: cannot load ${filePath}: ${reason}. The file was left untouched. ${RECOVERY_ADVICE}`,
        { cause: error },
      );
    }
  }

  /** Replays every journal file in order and returns the newest generation found (-1 if none). */
  private async replayJournals(
    catalog: Catalog,
    fileGeneration: (database: string, collection: string) => number,
  ): Promise<number> {
    const journals = await this.journalFiles();
    const contents: Array<{ generation: number; records: JournalRecord[] }> = [];
    // Every file is read and checked before anything is applied or truncated.
    for (const [i, { generation, filePath }] of journals.entries()) {
      const bytes = await readFile(filePath);
      const newest = i === journals.length - 1;
      const { records, wholeBytes } = readJournal(bytes, filePath, newest);
      if (wholeBytes < bytes.length) {
        // Usually a write cut short by a crash, never acknowledged; but a whole record damaged
        // since looks the same, so its bytes are kept (durably) before they leave the journal.
        const keptPath = `${filePath}.dropped`;
        await writeDurably(keptPath, bytes.subarray(wholeBytes));
        await syncDirectory(this.dataDir);
        // Otherwise the next start would find the torn record in a journal that is no longer
        // the newest, and refuse it as damage.
        await truncateDurably(filePath, wholeBytes);
        console.error(
          `embedded-mongo: dropped an incomplete or damaged last record at byte ${wholeBytes} of ${filePath} (most likely a write cut short by a crash, never acknowledged); its bytes are kept in ${keptPath}`,
        );
      }
      contents.push({ generation, records });
    }
    for (const { generation, records } of contents) {
      const filePath = path.join(this.dataDir, journalName(generation));
      try {
        for (const record of records) replayRecord(catalog, record, generation, fileGeneration);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `embedded-mongo: cannot replay ${filePath}: ${reason}. The collection files were left untouched. ${RECOVERY_ADVICE}`,
          { cause: error },
        );
      }
    }
    this.replayedJournals = journals.length > 0;
    return journals.at(-1)?.generation ?? -1;
  }

  private async journalFiles(): Promise<Array<{ generation: number; filePath: string }>> {
    const journals = [];
    for (const name of await readdir(this.dataDir)) {
      const match = JOURNAL_NAME.exec(name);
      if (match) {
        journals.push({ generation: Number(match[1]), filePath: path.join(this.dataDir, name) });
      }
    }
    return journals.sort((a, b) => a.generation - b.generation);
  }

  changed(collection: Collection, change: CollectionChange): void {
    if (this.mode === 'loading') return;
    this.dirtyCollections.set(this.filePath(collection.database, collection.name), collection);
    this.journal({ ...change, database: collection.database, collection: collection.name });
  }

  dropped(database: string, collection: string): void {
    if (this.mode === 'loading') return;
    const filePath = this.filePath(database, collection);
    this.dirtyCollections.delete(filePath);
    this.droppedFiles.add(filePath);
    this.journal({ op: 'drop', database, collection });
  }

  databaseDropped(database: string): void {
    if (this.mode === 'loading') return;
    const folder = path.join(this.dataDir, folderName(database));
    for (const filePath of this.dirtyCollections.keys()) {
      if (path.dirname(filePath) === folder) this.dirtyCollections.delete(filePath);
    }
    this.droppedDatabases.add(folder);
    this.journal({ op: 'dropDatabase', database });
  }

  /** Settles when every change made so far is in the journal on disk; undefined when none is waiting. */
  whenDurable(): Promise<void> | undefined {
    return this.writer?.whenDurable();
  }

  /** Writes the changed collections' files and deletes the journal they make unnecessary. */
  async checkpoint(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.checkpointing) await this.checkpointing;
    // A start that failed part-way must leave every file as it found it.
    if (this.mode !== 'running' || !this.hasPending()) return;
    this.checkpointing = this.writeCheckpoint().finally(() => {
      this.checkpointing = undefined;
    });
    await this.checkpointing;
  }

  /** Takes a last checkpoint, so a cleanly stopped folder holds no journal, and releases the folder. */
  async close(): Promise<void> {
    try {
      await this.checkpoint();
      await this.writer?.close();
    } finally {
      clearTimeout(this.timer);
      await this.unlock();
    }
  }

  private journal(record: JournalRecord): void {
    if (this.mode !== 'running' || !this.writer) return;
    this.writer.append(record);
    this.scheduleCheckpoint(
      this.writer.currentBytes >= this.checkpointBytes ? 0 : this.checkpointIntervalMs,
    );
  }

  private hasPending(): boolean {
    return (
      this.dirtyCollections.size > 0 ||
      this.droppedFiles.size > 0 ||
      this.droppedDatabases.size > 0 ||
      this.replayedJournals ||
      (this.writer?.currentBytes ?? 0) > 0
    );
  }

  private scheduleCheckpoint(delayMs: number): void {
    if (this.timer && delayMs > 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.checkpoint().catch((error: unknown) => {
        // The journal still holds every change: the next checkpoint tries again.
        console.error(`embedded-mongo: checkpoint of ${this.dataDir} failed: ${String(error)}`);
        this.scheduleCheckpoint(this.checkpointIntervalMs);
      });
    }, delayMs);
    // The journal already made every change durable: a pending checkpoint need not keep a process alive.
    this.timer.unref();
  }

  private async writeCheckpoint(): Promise<void> {
    const writer = this.writer as JournalWriter;
    // The cut: changes before it are in the snapshots below and the sealed journal, later ones in the next journal.
    const { sealed, done } = writer.rotate();
    const snapshots: Array<[string, Collection, CollectionSnapshot]> = [
      ...this.dirtyCollections,
    ].map(([filePath, collection]) => [filePath, collection, captureCollection(collection)]);
    const folders = [...this.droppedDatabases];
    const files = [...this.droppedFiles];
    this.dirtyCollections.clear();
    this.droppedDatabases.clear();
    this.droppedFiles.clear();
    try {
      // No file may hold, or lose, a change before the journal does: a change whose record
      // never reaches the disk was never acknowledged, and a crash must take it back whole.
      await done;
      const touched = new Set<string>();
      for (const folder of folders) {
        await rm(folder, { recursive: true, force: true });
        touched.add(this.dataDir);
      }
      for (const filePath of files) {
        await rm(filePath, { force: true });
        touched.add(path.dirname(filePath));
      }
      for (const [filePath, , snapshot] of snapshots) {
        await writeAtomically(filePath, await encodeCollection(snapshot, sealed));
        touched.add(path.dirname(filePath)).add(this.dataDir);
      }
      // Only once the files and their names are on disk may the journal that they replace go.
      for (const directory of touched) await syncDirectoryIfPresent(directory);
      for (const { generation, filePath } of await this.journalFiles()) {
        if (generation <= sealed) await rm(filePath, { force: true });
      }
      this.replayedJournals = false;
    } catch (error) {
      this.restorePending(snapshots, folders, files);
      throw error;
    }
    if (this.hasPending()) this.scheduleCheckpoint(this.checkpointIntervalMs);
  }

  /** After a failed checkpoint, the next one writes the same collections again (unless dropped since). */
  private restorePending(
    snapshots: Array<[string, Collection, CollectionSnapshot]>,
    folders: string[],
    files: string[],
  ): void {
    for (const folder of folders) this.droppedDatabases.add(folder);
    for (const filePath of files) this.droppedFiles.add(filePath);
    for (const [filePath, collection] of snapshots) {
      const current = this.catalog?.get(collection.database, collection.name);
      if (current === collection && !this.dirtyCollections.has(filePath))
        this.dirtyCollections.set(filePath, collection);
    }
  }

  private filePath(database: string, collection: string): string {
    return path.join(this.dataDir, folderName(database), folderName(collection) + FILE_SUFFIX);
  }
}

async function writeDurably(filePath: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(filePath, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** A truncation not yet fsynced could come back after a crash, in the middle of the journals. */
async function truncateDurably(filePath: string, length: number): Promise<void> {
  const handle = await open(filePath, 'r+');
  try {
    await handle.truncate(length);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeAtomically(filePath: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const tempPath = filePath + TEMP_SUFFIX;
  await writeDurably(tempPath, bytes);
  await rename(tempPath, filePath);
}

async function syncDirectoryIfPresent(directory: string): Promise<void> {
  try {
    await syncDirectory(directory);
  } catch (error) {
    // A database folder dropped in the same checkpoint: the data folder's sync covers its removal.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
