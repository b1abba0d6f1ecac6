import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedMongo } from '../server.js';
import { encodeRecord, type JournalRecord } from './journal-record.js';

/** Every truncation and fsync the engine makes, with the file it touched, in order. */
const fileEvents: string[] = [];

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    truncate: async (file: string, length?: number) => {
      fileEvents.push(`truncate ${file}`);
      return actual.truncate(file, length);
    },
    open: async (...args: Parameters<typeof actual.open>) => {
      const handle = await actual.open(...args);
      const file = String(args[0]);
      return new Proxy(handle, {
        get(target, property) {
          const value = Reflect.get(target, property, target) as unknown;
          if (typeof value !== 'function') return value;
          if (property === 'truncate' || property === 'sync')
            return (...rest: unknown[]) => {
              fileEvents.push(`${property} ${file}`);
              return (value as (...a: unknown[]) => unknown).apply(target, rest);
            };
          return (value as (...a: unknown[]) => unknown).bind(target);
        },
      });
    },
  };
});

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a torn journal tail', () => {
  it('is cut away durably (the journal is fsynced after the truncation) before the engine takes writes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-torn-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const journal = path.join(dir, 'journal-00000000.wal');
    const orders = { database: 'shop', collection: 'orders' } as const;
    const records: JournalRecord[] = [
      { op: 'create', ...orders, options: {} },
      { op: 'put', ...orders, document: { _id: 'a' } },
    ];
    const torn = encodeRecord({ op: 'put', ...orders, document: { _id: 'b' } }).subarray(0, 20);
    await writeFile(journal, Buffer.concat([...records.map(encodeRecord), torn]));
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(async () => report.mockRestore());
    fileEvents.length = 0;

    const server = await startEmbeddedMongo({ port: 0, dataDir: dir });
    cleanups.push(() => server.stop());

    const ofJournal = fileEvents.filter((event) => event.endsWith(` ${journal}`));
    expect(ofJournal).toEqual([`truncate ${journal}`, `sync ${journal}`]);
  });
});
