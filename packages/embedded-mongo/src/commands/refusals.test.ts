import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.collection('items').insertMany([
    { _id: 1, sku: 'a' },
    { _id: 2, sku: 'b' },
  ]);
  await t.collection('items').createIndex({ sku: 1 }, { name: 'sku_1' });
});
afterAll(() => t.close());

describe('what MongoDB 7 refuses, refused here too', () => {
  it('refuses a partial index on {$exists: false} (code 67), so a soft-delete index cannot "work" locally', async () => {
    await expect(
      t
        .collection('users')
        .createIndex(
          { email: 1 },
          { unique: true, partialFilterExpression: { deletedAt: { $exists: false } } },
        ),
    ).rejects.toMatchObject({ code: 67, codeName: 'CannotCreateIndex' });
    await t.collection('users').createIndex(
      { email: 1 },
      {
        unique: true,
        partialFilterExpression: { deletedAt: { $eq: null }, active: { $exists: true } },
      },
    );
    const names = (await t.collection('users').listIndexes().toArray()).map((index) => index.name);
    expect(names).toEqual(['_id_', 'email_1']);
  });

  it('refuses a sparse index with a partial filter (code 67), as mongod does', async () => {
    await expect(
      t
        .collection('items')
        .createIndex(
          { sku: 1 },
          { name: 'sku_sparse', sparse: true, partialFilterExpression: { sku: { $exists: true } } },
        ),
    ).rejects.toMatchObject({
      code: 67,
      message: 'cannot mix "partialFilterExpression" and "sparse" options',
    });
  });

  it('refuses an index option it does not know (code 197)', async () => {
    await expect(
      t.db.command({
        createIndexes: 'items',
        indexes: [{ key: { a: 1 }, name: 'a_1', bogus: true }],
      }),
    ).rejects.toMatchObject({ code: 197, codeName: 'InvalidIndexSpecificationOption' });
  });

  it('plans no query through a hidden index and refuses a hint to it, while it still enforces uniqueness', async () => {
    const codes = t.collection('codes');
    await codes.insertMany([
      { _id: 1, code: 'A' },
      { _id: 2, code: 'B' },
    ]);
    await codes.createIndex({ code: 1 }, { unique: true, hidden: true });
    const plan = (await codes.find({ code: 'A' }).explain()) as {
      queryPlanner: { winningPlan: { stage: string } };
    };
    expect(plan.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
    await expect(codes.find({ code: 'A' }, { hint: 'code_1' }).toArray()).rejects.toMatchObject({
      code: 2,
      message: expect.stringMatching(/hint provided/),
    });
    await expect(codes.insertOne({ _id: 3, code: 'A' })).rejects.toMatchObject({ code: 11000 });
    expect(await codes.find({ code: 'A' }).toArray()).toEqual([{ _id: 1, code: 'A' }]);
  });

  it('refuses a hint naming a missing index, in reads and writes', async () => {
    const error = {
      code: 2,
      codeName: 'BadValue',
      message: expect.stringMatching(/hint provided/),
    };
    await expect(
      t.collection('items').find({}, { hint: 'nope_1' }).toArray(),
    ).rejects.toMatchObject(error);
    await expect(
      t.collection('items').countDocuments({}, { hint: { nope: 1 } }),
    ).rejects.toMatchObject(error);
    await expect(
      t.collection('items').aggregate([], { hint: 'nope_1' }).toArray(),
    ).rejects.toMatchObject(error);
    await expect(
      t.collection('items').updateOne({ _id: 1 }, { $set: { x: 1 } }, { hint: 'nope_1' }),
    ).rejects.toMatchObject(error);
    await expect(
      t.collection('items').deleteOne({ _id: 1 }, { hint: 'nope_1' }),
    ).rejects.toMatchObject(error);
    expect(await t.collection('items').find({}, { hint: 'sku_1' }).toArray()).toHaveLength(2);
    expect(
      await t
        .collection('items')
        .find({}, { hint: { sku: 1 } })
        .toArray(),
    ).toHaveLength(2);
    expect(await t.collection('items').countDocuments({ x: 1 })).toBe(0);
  });

  it('reads only what a hinted sparse index holds, and accepts a hint on a collection not yet there', async () => {
    const c = t.collection('hinted');
    await c.insertMany([{ i: 1 }, { i: 2, x: 1 }]);
    await c.createIndex({ x: 1 }, { sparse: true });
    expect(await c.countDocuments({}, { hint: 'x_1' })).toBe(1);
    expect(await c.find({}, { hint: { x: 1 } }).toArray()).toMatchObject([{ i: 2 }]);
    expect(await c.countDocuments({}, { hint: '_id_' })).toBe(2);
    const reply = await t
      .collection('notYet')
      .updateOne({ a: 1 }, { $set: { b: 1 } }, { hint: { a: 1 } });
    expect(reply.matchedCount).toBe(0);
  });

  it('refuses a $-prefixed field inside _id (code 52)', async () => {
    await expect(
      t.collection('items').insertOne({ _id: { $bad: 1 } as never }),
    ).rejects.toMatchObject({
      code: 52,
      codeName: 'DollarPrefixedFieldName',
      message: "_id fields may not contain '$'-prefixed fields: $bad is not valid for storage.",
    });
    expect(await t.collection('items').countDocuments()).toBe(2);
  });

  it('refuses capped collections and the other create options it would ignore', async () => {
    await expect(t.db.createCollection('log', { capped: true, size: 4096 })).rejects.toMatchObject({
      code: 72,
      message: expect.stringMatching(/'capped' option of create/),
    });
    await expect(
      t.db.createCollection('view', { viewOn: 'items', pipeline: [] }),
    ).rejects.toMatchObject({
      code: 72,
    });
    expect((await t.db.listCollections({ name: 'log' }).toArray()).length).toBe(0);
  });
});
