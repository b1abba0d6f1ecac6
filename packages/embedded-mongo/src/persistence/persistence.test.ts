import { mkdtemp, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Double, Long, MongoClient } from 'mongodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../server.js';
import { readJournal } from './journal-reader.js';
import { decodeCollection } from './snapshot-file.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function withClient<T>(
  server: EmbeddedMongo,
  use: (client: MongoClient) => Promise<T>,
): Promise<T> {
  const client = await MongoClient.connect(`${server.uri}/shop`);
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

const journalFiles = async (dir: string) =>
  (await readdir(dir)).filter((name) => name.startsWith('journal-'));

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('persistence', () => {
  it('keeps documents, indexes and collections across stop and start', async () => {
    const dir = await dataDir();
    const first = await startEmbeddedMongo({ port: 0, dataDir: dir });
    await withClient(first, async (client) => {
      const users = client.db().collection('users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertMany([
        { email: 'a@x', at: new Date(5), visits: Long.fromNumber(3), score: new Double(4) },
        { email: 'b@x' },
      ]);
      await users.updateOne({ email: 'b@x' }, { $set: { name: 'B' } });
      await client.db().collection('gone').insertOne({ x: 1 });
      await client.db().collection('gone').drop();
      await client
        .db('other')
        .collection('things')
        .insertOne({ _id: 'kept' } as never);
    });
    await first.stop();

    const second = await startEmbeddedMongo({ port: 0, dataDir: dir });
    cleanups.push(() => second.stop());
    await withClient(second, async (client) => {
      const users = client.db().collection('users');
      expect(
        await users.find({}, { projection: { _id: 0 }, promoteValues: false }).toArray(),
      ).toEqual([
        { email: 'a@x', at: new Date(5), visits: Long.fromNumber(3), score: new Double(4) },
        { email: 'b@x', name: 'B' },
      ]);
      await expect(users.insertOne({ email: 'a@x' })).rejects.toMatchObject({ code: 11000 });
      const collections = await client.db().listCollections().toArray();
      expect(collections.map((c) => c.name)).toEqual(['users']);
      expect(await client.db('other').collection('things').countDocuments()).toBe(1);
    });
  });

  it('acknowledges a write once its journal record is on disk, before any collection file', async () => {
    const dir = await dataDir();
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir });
    cleanups.push(() => server.stop());
    await withClient(server, (client) =>
      client
        .db()
        .collection('orders')
        .insertOne({ _id: 'o1', total: 1 } as never),
    );
    const journal = await readFile(path.join(dir, 'journal-00000000.wal'));
    const { records } = readJournal(journal, 'journal', true);
    expect(records).toEqual([
      { op: 'create', database: 'shop', collection: 'orders', options: {} },
      { op: 'put', database: 'shop', collection: 'orders', document: { _id: 'o1', total: 1 } },
    ]);
    expect(await exists(path.join(dir, 'shop', 'orders.bson'))).toBe(false);
  });

  it('checkpoints into the collection files, atomically, and then deletes the journal', async () => {
    const dir = await dataDir();
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir, checkpointIntervalMs: 20 });
    cleanups.push(() => server.stop());
    await withClient(server, (client) => client.db().collection('orders').insertOne({ total: 1 }));
    const file = path.join(dir, 'shop', 'orders.bson');
    await vi.waitFor(async () => expect(await journalFiles(dir)).toEqual([]), { timeout: 10_000 });
    expect(decodeCollection(await readFile(file)).documents).toMatchObject([{ total: 1 }]);
    expect((await readdir(path.join(dir, 'shop'))).filter((name) => name.endsWith('.tmp'))).toEqual(
      [],
    );
    await withClient(server, (client) => client.db().dropDatabase());
    await vi.waitFor(async () => expect(await exists(path.join(dir, 'shop'))).toBe(false), {
      timeout: 10_000,
    });
  });

  it('leaves the collection files alone when the journal they would replace could not be written', async () => {
    const dir = await dataDir();
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir, checkpointIntervalMs: 20 });
    const client = await MongoClient.connect(`${server.uri}/shop`);
    await client
      .db()
      .collection('orders')
      .insertMany([{ n: 1 }, { n: 2 }]);
    await vi.waitFor(async () => expect(await journalFiles(dir)).toEqual([]), { timeout: 10_000 });

    // The disk fills up: the drop's journal record never lands, so the drop is never acknowledged.
    const probe = await open(path.join(dir, 'probe'), 'w');
    const fileHandle = Object.getPrototypeOf(probe) as { write: () => Promise<never> };
    await probe.close();
    const diskFull = vi
      .spyOn(fileHandle, 'write')
      .mockRejectedValue(
        Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }),
      );
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(async () => report.mockRestore());
    await expect(client.db().collection('orders').drop()).rejects.toThrow();
    await client.close(true);
    await server.stop().catch(() => undefined);
    diskFull.mockRestore();

    const again = await startEmbeddedMongo({ port: 0, dataDir: dir });
    cleanups.push(() => again.stop());
    expect(
      await withClient(again, (restarted) => restarted.db().collection('orders').countDocuments()),
    ).toBe(2);
  });

  it('refuses to start on a corrupt file, names it, and leaves it untouched', async () => {
    const dir = await dataDir();
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir });
    await withClient(server, (client) =>
      client
        .db()
        .collection('carts')
        .insertMany([{ n: 1 }, { n: 2 }]),
    );
    await server.stop();
    const file = path.join(dir, 'shop', 'carts.bson');
    const whole = await readFile(file);

    const truncated = whole.subarray(0, whole.length - 10);
    await writeFile(file, truncated);
    await expect(startEmbeddedMongo({ port: 0, dataDir: dir })).rejects.toThrow(file);
    expect(await readFile(file)).toEqual(truncated);

    await writeFile(file, 'not bson at all');
    await expect(startEmbeddedMongo({ port: 0, dataDir: dir })).rejects.toThrow(
      /cannot load .*carts\.bson/,
    );
    // Moving the file away (or restoring it alone) would lose acknowledged writes.
    await expect(startEmbeddedMongo({ port: 0, dataDir: dir })).rejects.toThrow(
      'Do not move or delete any file in the data folder',
    );
    expect(await readFile(file, 'utf8')).toBe('not bson at all');

    // Once the file is restored the data folder opens again: the failed starts released it.
    await writeFile(file, whole);
    const restored = await startEmbeddedMongo({ port: 0, dataDir: dir });
    cleanups.push(() => restored.stop());
    expect(
      await withClient(restored, (client) => client.db().collection('carts').countDocuments()),
    ).toBe(2);
  });

  it('refuses to start on a collection file with a changed byte that still parses', async () => {
    const dir = await dataDir();
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir });
    await withClient(server, (client) =>
      client
        .db()
        .collection('orders')
        .insertOne({ _id: 'o1', total: 'Rs 450.00' } as never),
    );
    await server.stop();
    const file = path.join(dir, 'shop', 'orders.bson');
    const whole = await readFile(file);
    const at = whole.indexOf('Rs 450.00');
    expect(at).toBeGreaterThan(0);
    // One bit flipped by the disk: '4' becomes '5', a different but well-formed total.
    const damaged = Buffer.from(whole);
    damaged[at + 3] = '5'.charCodeAt(0);
    await writeFile(file, damaged);
    await expect(startEmbeddedMongo({ port: 0, dataDir: dir })).rejects.toThrow(
      /cannot load .*orders\.bson: checksum mismatch/,
    );
    expect(await readFile(file)).toEqual(damaged);

    // Cut exactly after the last document, its checksum gone: refused too.
    let lastStart = 0;
    for (let position = 0; position < whole.length; position += whole.readInt32LE(position))
      lastStart = position;
    await writeFile(file, whole.subarray(0, lastStart));
    await expect(startEmbeddedMongo({ port: 0, dataDir: dir })).rejects.toThrow(file);

    await writeFile(file, whole);
    const restored = await startEmbeddedMongo({ port: 0, dataDir: dir });
    cleanups.push(() => restored.stop());
    expect(
      await withClient(restored, (client) => client.db().collection('orders').findOne()),
    ).toEqual({ _id: 'o1', total: 'Rs 450.00' });
  });

  it('lets only one server own a data folder at a time', async () => {
    const dir = await dataDir();
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir });
    cleanups.push(() => server.stop());
    await expect(startEmbeddedMongo({ port: 0, dataDir: dir })).rejects.toThrow(/already open/);
  });

  it('takes a last checkpoint on stop, leaving no journal', async () => {
    const dir = await dataDir();
    const server = await startEmbeddedMongo({ port: 0, dataDir: dir });
    await withClient(server, async (client) => {
      await client.db().collection('late').insertOne({ last: true });
    });
    await server.stop();
    expect(await journalFiles(dir)).toEqual([]);
    const again = await startEmbeddedMongo({ port: 0, dataDir: dir });
    cleanups.push(() => again.stop());
    expect(
      await withClient(again, (client) =>
        client.db().collection('late').countDocuments({ last: true }),
      ),
    ).toBe(1);
  });
});
