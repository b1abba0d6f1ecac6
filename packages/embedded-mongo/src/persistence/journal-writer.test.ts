import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJournal } from './journal-reader.js';
import type { JournalRecord } from './journal-record.js';
import { JournalWriter } from './journal-writer.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function writerIn(): Promise<{ dir: string; writer: JournalWriter; file: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-writer-'));
  const writer = new JournalWriter(0, (generation) => path.join(dir, `j${generation}`), dir);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  cleanups.push(() => writer.close());
  return { dir, writer, file: path.join(dir, 'j0') };
}

const put = (i: number): JournalRecord => ({
  op: 'put',
  database: 'shop',
  collection: 'orders',
  document: { _id: i },
});

describe('journal writer', () => {
  it('has nothing to wait for until something is appended', async () => {
    const { writer } = await writerIn();
    expect(writer.whenDurable()).toBeUndefined();
  });

  it('commits writes that arrive together with one fsync (group commit), in order', async () => {
    const { writer, file } = await writerIn();
    const waits = Array.from({ length: 16 }, (_, i) => {
      writer.append(put(i));
      return writer.whenDurable();
    });
    await Promise.all(waits);
    expect(writer.syncs).toBe(1);
    expect(writer.whenDurable()).toBeUndefined();
    writer.append(put(16));
    await writer.whenDurable();
    expect(writer.syncs).toBe(2);
    const { records } = readJournal(await readFile(file), file, true);
    expect(records).toEqual(Array.from({ length: 17 }, (_, i) => put(i)));
  });

  it('after a failed write, refuses to promise anything durable again', async () => {
    const { dir, writer } = await writerIn();
    await rm(dir, { recursive: true });
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(async () => report.mockRestore());
    writer.append(put(1));
    await expect(writer.whenDurable()).rejects.toThrow('embedded-mongo: cannot write the journal');
    writer.append(put(2));
    await expect(writer.whenDurable()).rejects.toThrow('embedded-mongo: cannot write the journal');
  });
});
