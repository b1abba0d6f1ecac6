import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Catalog, CatalogListener } from '../store/catalog.js';
import type { Collection } from '../store/collection.js';
import { lockDataDir } from './data-lock.js';
import { decodeCollection, encodeCollection } from './snapshot-file.js';

const FILE_SUFFIX = '.bson';
const TEMP_SUFFIX = '.tmp';
const MIN_DELAY_MS = 100;

const folderName = (name: string): string => encodeURIComponent(name);

/**
 * Keeps a data folder in step with the catalog: one file per collection
 * (`<db>/<collection>.bson`), rewritten atomically (temp file, fsync, rename) shortly
 * after each change and on close. Flushes never overlap.
 */
export class Persistence implements CatalogListener {
  private readonly dirtyCollections = new Map<string, Collection>();
  private readonly droppedFiles = new Set<string>();
  private readonly droppedDatabases = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private loading = false;
  private lastFlushMs = 0;

  private constructor(
    readonly dataDir: string,
    private readonly unlock: () => Promise<void>,
  ) {}

  static async open(dataDir: string): Promise<Persistence> {
    const absolute = path.resolve(dataDir);
    await mkdir(absolute, { recursive: true });
    return new Persistence(absolute, await lockDataDir(absolute));
  }

  /** Reads every collection file. A file that cannot be read fails the start, naming the file; it is never rewritten. */
  async load(catalog: Catalog): Promise<void> {
    this.loading = true;
    try {
      for (const entry of await readdir(this.dataDir, { withFileTypes: true })) {
        if (!entry.isDirectory()) continue;
        const folder = path.join(this.dataDir, entry.name);
        for (const file of await readdir(folder)) {
          const filePath = path.join(folder, file);
          if (file.endsWith(TEMP_SUFFIX)) {
            // Left by a write that was interrupted before its rename: the previous file is still whole.
            await rm(filePath, { force: true });
          } else if (file.endsWith(FILE_SUFFIX)) {
            await this.loadFile(catalog, filePath);
          }
        }
      }
    } finally {
      this.loading = false;
    }
  }

  private async loadFile(catalog: Catalog, filePath: string): Promise<void> {
    try {
      const snapshot = decodeCollection(await readFile(filePath));
      const collection = catalog.create(snapshot.database, snapshot.collection, snapshot.options);
      for (const spec of snapshot.indexes) collection.createIndex(spec);
      for (const document of snapshot.documents) collection.insert(document);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `embedded-mongo: cannot load ${filePath}: ${reason}. The file was left untouched; restore or move it away, then start again.`,
        { cause: error },
      );
    }
  }

  changed(collection: Collection): void {
    if (this.loading) return;
    this.dirtyCollections.set(this.filePath(collection.database, collection.name), collection);
    this.schedule();
  }

  dropped(database: string, collection: string): void {
    const filePath = this.filePath(database, collection);
    this.dirtyCollections.delete(filePath);
    this.droppedFiles.add(filePath);
    this.schedule();
  }

  databaseDropped(database: string): void {
    const folder = path.join(this.dataDir, folderName(database));
    for (const filePath of this.dirtyCollections.keys()) {
      if (path.dirname(filePath) === folder) this.dirtyCollections.delete(filePath);
    }
    this.droppedDatabases.add(folder);
    this.schedule();
  }

  /** Writes everything pending now. Rejects if a write fails (the files on disk stay whole). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    if (!this.hasPending()) return;
    this.flushing = this.writePending().finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
  }

  async close(): Promise<void> {
    try {
      await this.flush();
    } finally {
      await this.unlock();
    }
  }

  private hasPending(): boolean {
    return (
      this.dirtyCollections.size > 0 || this.droppedFiles.size > 0 || this.droppedDatabases.size > 0
    );
  }

  /** Waits a little so a burst of writes costs one file write; slower flushes space themselves out more. */
  private schedule(): void {
    if (this.timer) return;
    const delay = Math.max(MIN_DELAY_MS, this.lastFlushMs * 2);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch((error: unknown) => {
        // Kept pending: the next change or stop() writes it again.
        console.error(`embedded-mongo: could not write to ${this.dataDir}: ${String(error)}`);
      });
    }, delay);
  }

  private async writePending(): Promise<void> {
    const started = Date.now();
    const folders = [...this.droppedDatabases];
    this.droppedDatabases.clear();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
    const files = [...this.droppedFiles];
    this.droppedFiles.clear();
    for (const filePath of files) await rm(filePath, { force: true });
    const dirty = [...this.dirtyCollections];
    this.dirtyCollections.clear();
    for (const [filePath, collection] of dirty) {
      try {
        await writeAtomically(filePath, await encodeCollection(collection));
      } catch (error) {
        // Try again on the next flush rather than losing the change.
        if (!this.dirtyCollections.has(filePath)) this.dirtyCollections.set(filePath, collection);
        throw error;
      }
    }
    this.lastFlushMs = Date.now() - started;
  }

  private filePath(database: string, collection: string): string {
    return path.join(this.dataDir, folderName(database), folderName(collection) + FILE_SUFFIX);
  }
}

async function writeAtomically(filePath: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const tempPath = filePath + TEMP_SUFFIX;
  const handle = await open(tempPath, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tempPath, filePath);
}
