import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  // Each document is 27 bytes of BSON: length 4 + _id string element 11 + total int32 element 11 + end 1.
  await t.collection('orders').insertMany([
    { _id: 'a', total: 1 },
    { _id: 'b', total: 2 },
  ]);
  await t.collection('orders').createIndex({ total: 1 });
  await t.collection('carts').insertOne({ _id: 'c', total: 3 });
});
afterAll(() => t.close());

describe('operator commands', () => {
  it('dbStats counts the collections, documents, bytes and indexes of one database', async () => {
    expect(await t.db.command({ dbStats: 1 })).toEqual({
      db: 'test',
      collections: 2,
      views: 0,
      objects: 3,
      avgObjSize: 27,
      dataSize: 81,
      storageSize: 81,
      indexes: 3,
      indexSize: 0,
      totalSize: 81,
      scaleFactor: 1,
      ok: 1,
    });
    expect(await t.db.command({ dbStats: 1, scale: 2 })).toMatchObject({
      dataSize: 40,
      scaleFactor: 2,
    });
  });

  it('collStats and $collStats storageStats report one collection', async () => {
    const expected = {
      ns: 'test.orders',
      size: 54,
      count: 2,
      avgObjSize: 27,
      storageSize: 54,
      nindexes: 2,
      totalIndexSize: 0,
      indexSizes: { _id_: 0, total_1: 0 },
      scaleFactor: 1,
    };
    expect(await t.db.command({ collStats: 'orders' })).toMatchObject({ ...expected, ok: 1 });
    const [stage] = await t
      .collection('orders')
      .aggregate([{ $collStats: { storageStats: {}, count: {} } }])
      .toArray();
    expect(stage).toMatchObject({ ns: 'test.orders', count: 2, storageStats: expected });
  });

  it('refuses stats of a missing collection and $collStats options it cannot answer', async () => {
    await expect(t.db.command({ collStats: 'nothing' })).rejects.toMatchObject({
      codeName: 'NamespaceNotFound',
    });
    await expect(
      t
        .collection('orders')
        .aggregate([{ $collStats: { latencyStats: {} } }])
        .toArray(),
    ).rejects.toThrow('embedded-mongo does not support $collStats latencyStats');
  });

  it('serverStatus reports uptime, connections, opcounters and memory', async () => {
    const before = await t.db.admin().command({ serverStatus: 1 });
    await t.collection('orders').find({ total: 1 }).toArray();
    await t.collection('orders').updateOne({ _id: 'a' }, { $set: { seen: true } });
    await t.collection('carts').deleteMany({ _id: 'nothing' });
    await t.collection('events').insertMany([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const after = await t.db.admin().command({ serverStatus: 1 });
    expect(after.ok).toBe(1);
    expect(after.uptime).toBeGreaterThanOrEqual(0);
    expect(after.uptimeMillis).toBeGreaterThanOrEqual(before.uptimeMillis);
    expect(after.connections.current).toBeGreaterThanOrEqual(1);
    expect(after.connections.totalCreated).toBeGreaterThanOrEqual(after.connections.current);
    const delta = (counter: string) => after.opcounters[counter] - before.opcounters[counter];
    expect(['insert', 'query', 'update', 'delete'].map(delta)).toEqual([3, 1, 1, 1]);
    expect(after.mem).toMatchObject({ bits: 64, supported: true });
    expect(after.mem.resident).toBeGreaterThan(0);
  });
});
