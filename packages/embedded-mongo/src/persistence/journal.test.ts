import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BSON, MongoClient } from 'mongodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedMongo } from '../server.js';
import { encodeRecord, type JournalRecord } from './journal-record.js';
import { encodeCollection } from './snapshot-file.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-journal-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const journalPath = (dir: string, generation: number) =>
  path.join(dir, `journal-${String(generation).padStart(8, '0')}.wal`);

const journalBytes = (records: JournalRecord[]) => Buffer.concat(records.map(encodeRecord));

const orders = { database: 'shop', collection: 'orders' } as const;
const created: JournalRecord = { op: 'create', ...orders, options: {} };
const put = (id: string, status: string): JournalRecord => ({
  op: 'put',
  ...orders,
  document: { _id: id, status },
});

/** Starts on the folder and returns the orders as stored, sorted by _id. */
async function ordersAfterStart(dir: string): Promise<unknown[]> {
  const server = await startEmbeddedMongo({ port: 0, dataDir: dir });
  cleanups.push(() => server.stop());
  const client = await MongoClient.connect(`${server.uri}/shop`);
  try {
    return await client.db().collection('orders').find().sort({ _id: 1 }).toArray();
  } finally {
    await client.close();
  }
}

describe('journal replay at start-up', () => {
  it('replays every change a crash left in the journal', async () => {
    const dir = await dataDir();
    await writeFile(
      journalPath(dir, 0),
      journalBytes([
        created,
        { op: 'createIndex', ...orders, spec: { v: 2, key: { status: 1 }, name: 'status_1' } },
        put('a', 'placed'),
        put('b', 'placed'),
        put('a', 'paid'),
        { op: 'remove', ...orders, id: 'b' },
        { op: 'create', database: 'shop', collection: 'gone', options: {} },
        { op: 'drop', database: 'shop', collection: 'gone' },
      ]),
    );
    expect(await ordersAfterStart(dir)).toEqual([{ _id: 'a', status: 'paid' }]);
  });

  it('replays a collMod: the validator a crash left in the journal is enforced after the restart', async () => {
    const dir = await dataDir();
    const validator = { $jsonSchema: { required: ['status'] } };
    await writeFile(
      journalPath(dir, 0),
      journalBytes([created, { op: 'setOptions', ...orders, options: { validator } }]),
    );
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir });
    cleanups.push(() => server.stop());
    const client = await MongoClient.connect(`${server.uri}/shop`);
    try {
      const [info] = await client
        .db()
        .listCollections({ name: 'orders' }, { nameOnly: false })
        .toArray();
      expect(info?.options).toEqual({ validator });
      await expect(
        client
          .db()
          .collection('orders')
          .insertOne({ _id: 'x' } as never),
      ).rejects.toMatchObject({
        code: 121,
      });
    } finally {
      await client.close();
    }
  });

  it('drops a torn last record, a write cut short and never acknowledged, and truncates it away', async () => {
    const dir = await dataDir();
    const whole = journalBytes([created, put('a', 'placed')]);
    const torn = encodeRecord(put('b', 'placed')).subarray(0, 20);
    await writeFile(journalPath(dir, 0), Buffer.concat([whole, torn]));
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(async () => report.mockRestore());
    expect(await ordersAfterStart(dir)).toEqual([{ _id: 'a', status: 'placed' }]);
    // Otherwise the next start would find the torn record in the middle of the journal.
    expect(await readFile(journalPath(dir, 0))).toEqual(whole);
    expect(report).toHaveBeenCalledWith(
      expect.stringContaining(
        `dropped an incomplete or damaged last record at byte ${whole.length}`,
      ),
    );
  });

  it('keeps a dropped last record beside the journal: a whole one failing its checksum may have been acknowledged', async () => {
    const dir = await dataDir();
    const whole = journalBytes([created, put('a', 'placed')]);
    const damaged = encodeRecord(put('b', 'placed'));
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 2) ^ 0xff, damaged.length - 2);
    await writeFile(journalPath(dir, 0), Buffer.concat([whole, damaged]));
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(async () => report.mockRestore());
    expect(await ordersAfterStart(dir)).toEqual([{ _id: 'a', status: 'placed' }]);
    expect(await readFile(journalPath(dir, 0))).toEqual(whole);
    expect(await readFile(`${journalPath(dir, 0)}.dropped`)).toEqual(damaged);
    expect(report).toHaveBeenCalledWith(
      expect.stringContaining(`kept in ${journalPath(dir, 0)}.dropped`),
    );
  });

  it('refuses to start on a damaged record that is not the last one, naming the file and offset', async () => {
    const dir = await dataDir();
    const first = encodeRecord(created);
    const damaged = encodeRecord(put('a', 'placed'));
    const flipped = damaged.length - 3;
    damaged.writeUInt8(damaged.readUInt8(flipped) ^ 0xff, flipped);
    const bytes = Buffer.concat([first, damaged, encodeRecord(put('b', 'placed'))]);
    await writeFile(journalPath(dir, 0), bytes);
    const refusal = startEmbeddedMongo({ port: 0, dataDir: dir });
    await expect(refusal).rejects.toThrow(
      `the journal ${journalPath(dir, 0)} is damaged at byte ${first.length} (checksum mismatch)`,
    );
    expect(await readFile(journalPath(dir, 0))).toEqual(bytes);
    // Its other records are acknowledged writes: moving the journal away would lose them all.
    const message = await refusal.catch((error: Error) => error.message);
    expect(message).not.toMatch(/move this journal away/);
    expect(message).toContain(
      'Do not move or delete any file in the data folder: the journals hold acknowledged writes that the collection files lack',
    );
    expect(message).toContain(
      'Copy the whole data folder aside untouched, then restore the whole folder (journals included) from a backup',
    );
  });

  it('refuses a torn record in an older journal: only the newest may end mid-write', async () => {
    const dir = await dataDir();
    const whole = encodeRecord(created);
    await writeFile(
      journalPath(dir, 0),
      Buffer.concat([whole, encodeRecord(put('a', 'placed')).subarray(0, 20)]),
    );
    await writeFile(journalPath(dir, 1), journalBytes([put('b', 'placed')]));
    await expect(startEmbeddedMongo({ port: 0, dataDir: dir })).rejects.toThrow(
      `the journal ${journalPath(dir, 0)} is damaged at byte ${whole.length}`,
    );
  });

  it('opens a folder written before the journal existed, then journals on top of it', async () => {
    const dir = await dataDir();
    await mkdir(path.join(dir, 'shop'));
    const header = {
      format: 'embedded-mongo-collection',
      version: 1,
      ...orders,
      options: {},
      indexes: [],
      count: 1,
    };
    await writeFile(
      path.join(dir, 'shop', 'orders.bson'),
      Buffer.concat([BSON.serialize(header), BSON.serialize({ _id: 'a', status: 'paid' })]),
    );
    await writeFile(journalPath(dir, 0), journalBytes([put('b', 'placed')]));
    expect(await ordersAfterStart(dir)).toEqual([
      { _id: 'a', status: 'paid' },
      { _id: 'b', status: 'placed' },
    ]);
  });

  it('skips what a collection file already holds after a crash in the middle of a checkpoint', async () => {
    const dir = await dataDir();
    // The checkpoint that sealed journal 3 had written orders.bson (with 'a' paid) but not yet deleted journal 3.
    await mkdir(path.join(dir, 'shop'));
    await writeFile(
      path.join(dir, 'shop', 'orders.bson'),
      await encodeCollection(
        { ...orders, options: {}, indexes: [], documents: [{ _id: 'a', status: 'paid' }] },
        3,
      ),
    );
    await writeFile(journalPath(dir, 3), journalBytes([put('a', 'placed'), put('a', 'paid')]));
    await writeFile(journalPath(dir, 4), journalBytes([put('b', 'placed')]));
    expect(await ordersAfterStart(dir)).toEqual([
      { _id: 'a', status: 'paid' },
      { _id: 'b', status: 'placed' },
    ]);
  });
});
