import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LooseDocument, type TestServer } from '../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('housekeeping commands', () => {
  it('answers hello, ping and buildInfo like a standalone server on wire version 21', async () => {
    const hello = await t.db.admin().command({ hello: 1 });
    expect(hello).toMatchObject({
      isWritablePrimary: true,
      helloOk: true,
      maxWireVersion: 21,
      ok: 1,
    });
    expect(hello.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
    expect(hello.connectionId).toBeGreaterThan(0);
    expect(hello).not.toHaveProperty('compression');
    expect(hello).not.toHaveProperty('topologyVersion');
    expect(hello).not.toHaveProperty('setName');
    expect(await t.db.command({ ping: 1 })).toEqual({ ok: 1 });
    expect((await t.db.admin().command({ buildInfo: 1 })).version).toMatch(/^\d+\.\d+/);
  });

  it('accepts endSessions', async () => {
    const session = t.client.startSession();
    await t.db.collection('sessions').insertOne({ a: 1 }, { session });
    await session.endSession();
    expect(await t.db.admin().command({ endSessions: [session.id] })).toEqual({ ok: 1 });
  });

  it('answers an unknown command with CommandNotFound and keeps serving', async () => {
    await expect(t.db.command({ fooBar: 1 })).rejects.toMatchObject({
      code: 59,
      codeName: 'CommandNotFound',
    });
    expect(await t.db.command({ ping: 1 })).toEqual({ ok: 1 });
  });
});

describe('collection commands', () => {
  it('creates, lists and drops collections', async () => {
    const db = t.client.db('collections');
    await db.createCollection('alpha');
    await db.collection('beta').insertOne({ x: 1 });
    await expect(
      db.createCollection('alpha', { validator: { x: { $exists: true } } }),
    ).rejects.toMatchObject({
      code: 48,
      codeName: 'NamespaceExists',
    });
    const listed = await db.listCollections().toArray();
    expect(listed.map((c) => c.name).sort()).toEqual(['alpha', 'beta']);
    expect(listed[0]).toMatchObject({ type: 'collection', info: { readOnly: false } });
    expect(await db.listCollections({ name: 'beta' }, { nameOnly: true }).toArray()).toEqual([
      { name: 'beta', type: 'collection' },
    ]);
    expect(await db.collection('alpha').drop()).toBe(true);
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['beta']);
  });

  it('lists and drops databases', async () => {
    await t.client.db('dropme').collection('c').insertOne({ a: 1 });
    const { databases } = await t.client.db().admin().listDatabases();
    expect(databases.map((d) => d.name)).toContain('dropme');
    expect(await t.client.db('dropme').dropDatabase()).toBe(true);
    const after = await t.client.db().admin().listDatabases({ nameOnly: true });
    expect(after.databases.map((d) => d.name)).not.toContain('dropme');
    expect(await t.client.db('dropme').collection('c').countDocuments()).toBe(0);
  });

  it('refuses views and bad collection names with clear errors', async () => {
    await expect(t.db.createCollection('v', { viewOn: 'x', pipeline: [] })).rejects.toMatchObject({
      codeName: 'InvalidOptions',
    });
    await expect(t.db.command({ create: '' })).rejects.toMatchObject({
      codeName: 'InvalidNamespace',
    });
    await expect(t.db.command({ insert: 'a$b', documents: [{}] })).rejects.toMatchObject({
      codeName: 'InvalidNamespace',
    });
  });
});

describe('index commands', () => {
  it('creates, lists and drops indexes by name, key pattern and wildcard', async () => {
    const products = t.db.collection('indexed');
    await products.createIndexes([
      { key: { sku: 1 }, unique: true },
      { key: { category: 1, price: -1 }, name: 'by_category' },
      { key: { tags: 1 }, sparse: true },
    ]);
    const names = (await products.listIndexes().toArray()).map((index) => index.name);
    expect(names).toEqual(['_id_', 'sku_1', 'by_category', 'tags_1']);
    expect(await products.createIndex({ sku: 1 }, { unique: true })).toBe('sku_1');
    await expect(products.createIndex({ sku: 1 }, { name: 'other' })).rejects.toMatchObject({
      code: 85,
    });
    await expect(products.createIndex({ other: 1 }, { name: 'sku_1' })).rejects.toMatchObject({
      code: 86,
    });
    await products.dropIndex('by_category');
    await t.db.command({ dropIndexes: 'indexed', index: { tags: 1 } });
    expect((await products.listIndexes().toArray()).map((index) => index.name)).toEqual([
      '_id_',
      'sku_1',
    ]);
    await products.dropIndexes();
    expect((await products.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
    await expect(products.dropIndex('_id_')).rejects.toMatchObject({ code: 72 });
    await expect(products.dropIndex('missing')).rejects.toMatchObject({
      code: 27,
      codeName: 'IndexNotFound',
    });
  });

  it('reports listIndexes on a missing collection as NamespaceNotFound', async () => {
    await expect(t.db.collection('nothing-here').listIndexes().toArray()).rejects.toMatchObject({
      code: 26,
    });
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const c = t.db.collection('dupes');
    await c.insertMany([{ k: 1 }, { k: 1 }]);
    await expect(c.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await c.listIndexes().toArray()).map((index) => index.name)).toEqual(['_id_']);
  });

  it('keys an empty array apart from null in a unique index, as mongod does', async () => {
    const c = t.collection('emptyArrayKeys');
    await c.createIndex({ tags: 1 }, { unique: true });
    await c.insertMany([{ _id: 1, tags: [] }, { _id: 2 }]);
    await expect(c.insertOne({ _id: 3, tags: null })).rejects.toMatchObject({
      code: 11000,
      keyValue: { tags: null },
    });
    await expect(c.insertOne({ _id: 4, tags: [] })).rejects.toMatchObject({
      code: 11000,
      message: expect.stringContaining('dup key: { tags: undefined }'),
    });
  });

  it('enforces a unique index whose partial filter is on $type objectId', async () => {
    const c = t.collection('partialTyped');
    await c.createIndex(
      { ref: 1 },
      { unique: true, partialFilterExpression: { ref: { $type: 'objectId' } } },
    );
    const ref = new ObjectId('64b000000000000000000002');
    await c.insertMany([{ ref: null }, { ref: null }, { ref }]);
    await expect(c.insertOne({ ref })).rejects.toMatchObject({ code: 11000, keyValue: { ref } });
  });
});

describe('create, collMod and renameCollection', () => {
  it('answers ok to a create repeating the same options, as MongoDB 7 does', async () => {
    const db = t.client.db('idempotent');
    const validator = { sku: { $type: 'string' } };
    await db.createCollection('items', { validator });
    await db.createCollection('items', { validator });
    await expect(db.createCollection('items')).rejects.toMatchObject({ code: 48 });
    await expect(db.command({ collMod: 'absent', validator })).rejects.toMatchObject({ code: 26 });
  });

  it('renames a collection with its documents and indexes, refusing to overwrite unless told', async () => {
    const db = t.client.db('renames');
    await db.collection<LooseDocument>('from').insertMany([{ _id: 1, sku: 'a' }]);
    await db.collection('from').createIndex({ sku: 1 }, { unique: true });
    await db.collection<LooseDocument>('taken').insertOne({ _id: 9 });
    await expect(db.renameCollection('from', 'taken')).rejects.toMatchObject({ code: 48 });
    await db.renameCollection('from', 'to');
    expect(await db.collection('to').find().toArray()).toEqual([{ _id: 1, sku: 'a' }]);
    const indexes = await db.collection('to').listIndexes().toArray();
    expect(indexes.map((index) => index.name)).toEqual(['_id_', 'sku_1']);
    await expect(db.collection('to').insertOne({ sku: 'a' })).rejects.toMatchObject({
      code: 11000,
    });
    await db.renameCollection('to', 'taken', { dropTarget: true });
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['taken']);
    await expect(db.renameCollection('gone', 'x')).rejects.toMatchObject({ code: 26 });
  });
});
