import { MongoBulkWriteError, MongoServerError, ObjectId, Timestamp, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('insert', () => {
  it('adds an ObjectId _id first when the client sends none', async () => {
    const reply = await t.db.command({ insert: 'raw', documents: [{ a: 1 }] });
    expect(reply).toEqual({ n: 1, ok: 1 });
    const [stored] = await t.collection('raw').find().toArray();
    expect(Object.keys(stored ?? {})).toEqual(['_id', 'a']);
    expect(stored?._id).toBeInstanceOf(ObjectId);
  });

  it('stops an ordered batch at the first duplicate and reports it in writeErrors', async () => {
    const c = t.collection('ordered');
    const error = await c.insertMany([{ _id: 1 }, { _id: 1 }, { _id: 2 }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoBulkWriteError);
    const bulk = error as MongoBulkWriteError;
    expect(bulk.insertedCount).toBe(1);
    expect(bulk.writeErrors).toMatchObject([{ index: 1, code: 11000 }]);
    expect(await c.countDocuments()).toBe(1);
  });

  it('continues an unordered batch past duplicates', async () => {
    const c = t.collection('unordered');
    await c.createIndex({ email: 1 }, { unique: true });
    const reply = await t.db.command({
      insert: 'unordered',
      documents: [{ email: 'a' }, { email: 'a' }, { email: 'b' }],
      ordered: false,
    });
    expect(reply.n).toBe(2);
    expect(reply.writeErrors).toHaveLength(1);
    expect(reply.writeErrors[0]).toMatchObject({
      index: 1,
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'a' },
    });
    expect(reply.writeErrors[0].errmsg).toMatch(
      /^E11000 duplicate key error collection: test.unordered index: email_1/,
    );
  });

  it('refuses an array _id', async () => {
    await expect(t.collection('bad').insertOne({ _id: [1] as unknown as number })).rejects.toThrow(
      /array for _id/,
    );
  });
});

describe('update', () => {
  const c = () => t.collection('updates');

  it('applies $push modifiers when the array does not exist yet, and refuses a bad $sort', async () => {
    const pushed = t.db.collection<{
      _id: number | ObjectId;
      k?: string;
      top?: number[];
      list?: number[];
    }>('pushModifiers');
    await pushed.insertOne({ _id: 1 });
    await pushed.updateOne(
      { _id: 1 },
      {
        $push: {
          top: { $each: [3, 1, 2], $sort: 1, $slice: -2 },
          'nested.docs': { $each: [{ n: 1 }, { n: 2 }], $sort: { n: -1 } },
        },
      },
    );
    await pushed.updateOne(
      { k: 'new' },
      { $push: { list: { $each: [5, 9, 7], $sort: -1, $slice: 1 } } },
      { upsert: true },
    );
    expect(await pushed.findOne({ _id: 1 })).toEqual({
      _id: 1,
      top: [2, 3],
      nested: { docs: [{ n: 2 }, { n: 1 }] },
    });
    expect(await pushed.findOne({ k: 'new' }, { projection: { _id: 0 } })).toEqual({
      k: 'new',
      list: [9],
    });
    await expect(
      pushed.updateOne({ _id: 1 }, { $push: { top: { $each: [1], $sort: 2 as 1 } } }),
    ).rejects.toMatchObject({ code: 2, message: 'The $sort element value must be either 1 or -1' });
    await expect(
      pushed.updateOne({ _id: 1 }, { $push: { top: { $each: [1], $sort: { a: 1, b: -1 } } } }),
    ).rejects.toMatchObject({ code: 72 });
  });

  it('pads an array with nulls when $set names an index past its end', async () => {
    const padded = t.collection('padded');
    await padded.insertOne({ _id: 1, list: [1], docs: [{ a: 1 }] });
    await padded.updateOne({ _id: 1 }, { $set: { 'list.3': 4, 'docs.2.a': 3 } });
    expect(await padded.findOne({ _id: 1 })).toEqual({
      _id: 1,
      list: [1, null, null, 4],
      docs: [{ a: 1 }, null, { a: 3 }],
    });
    expect(await padded.countDocuments({ 'list.1': { $type: 'null' } })).toBe(1);
    expect(await padded.countDocuments({ 'docs.1': { $exists: true } })).toBe(1);
  });

  it('updates one or many and counts matched and modified', async () => {
    await c().insertMany([
      { _id: 1, group: 'x', n: 1 },
      { _id: 2, group: 'x', n: 1 },
      { _id: 3, group: 'y', n: 5 },
    ]);
    const one = await c().updateOne({ group: 'x' }, { $inc: { n: 1 } });
    expect(one).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const many = await c().updateMany({ group: 'x' }, { $set: { n: 2 } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 1 });
    const none = await c().updateMany({ group: 'z' }, { $set: { n: 0 } });
    expect(none).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 0 });
  });

  it('replaces a document, keeping its _id', async () => {
    await c().replaceOne({ _id: 3 }, { group: 'replaced' });
    expect(await c().findOne({ _id: 3 })).toEqual({ _id: 3, group: 'replaced' });
    await expect(c().replaceOne({ _id: 3 }, { _id: 99, group: 'moved' })).rejects.toThrow(/_id/);
  });

  it('upserts with $setOnInsert, seeding fields from the filter', async () => {
    const first = await c().updateOne(
      { sku: 'P-1', 'meta.origin': 'IN' },
      { $set: { price: 100 }, $setOnInsert: { createdBy: 'seed' } },
      { upsert: true },
    );
    expect(first.upsertedCount).toBe(1);
    const created = await c().findOne({ _id: first.upsertedId as ObjectId });
    expect(created).toMatchObject({
      sku: 'P-1',
      meta: { origin: 'IN' },
      price: 100,
      createdBy: 'seed',
    });
    const second = await c().updateOne(
      { sku: 'P-1' },
      { $set: { price: 120 }, $setOnInsert: { createdBy: 'other' } },
      { upsert: true },
    );
    expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await c().findOne({ sku: 'P-1' })).toMatchObject({ price: 120, createdBy: 'seed' });
  });

  it('upserts with the _id the update gives when the filter names none, as mongod does', async () => {
    const viaSetOnInsert = await c().updateOne(
      { sku: 'P-7' },
      { $setOnInsert: { _id: 70, createdBy: 'seed' } },
      { upsert: true },
    );
    expect(viaSetOnInsert.upsertedId).toBe(70);
    const viaSet = await c().updateOne({ sku: 'P-8' }, { $set: { _id: 80 } }, { upsert: true });
    expect(viaSet.upsertedId).toBe(80);
    expect(
      await c()
        .find({ _id: { $in: [70, 80] } })
        .toArray(),
    ).toEqual([
      { _id: 70, sku: 'P-7', createdBy: 'seed' },
      { _id: 80, sku: 'P-8' },
    ]);
    // The filter's _id wins: an update that names another is refused, and nothing is inserted.
    await expect(
      c().updateOne({ _id: 90 }, { $setOnInsert: { _id: 91 } }, { upsert: true }),
    ).rejects.toMatchObject({ code: 66 });
    expect(await c().countDocuments({ _id: { $in: [90, 91] } })).toBe(0);
    // Matching an existing document, $setOnInsert (with its _id) is not applied.
    await c().updateOne({ sku: 'P-7' }, { $setOnInsert: { _id: 71 } }, { upsert: true });
    expect(await c().findOne({ sku: 'P-7' })).toMatchObject({ _id: 70 });
    // $set may name the _id a document already has, never another.
    const same = await c().updateOne({ _id: 70 }, { $set: { _id: 70, note: 'kept' } });
    expect(same.modifiedCount).toBe(1);
    await expect(c().updateOne({ _id: 70 }, { $set: { _id: 72 } })).rejects.toMatchObject({
      code: 66,
    });
    expect(await c().findOne({ _id: 70 })).toEqual({
      _id: 70,
      sku: 'P-7',
      createdBy: 'seed',
      note: 'kept',
    });
  });

  it('applies $push, $pull, $inc, $addToSet, $unset, $min, $max and $rename', async () => {
    interface Counters {
      _id: string;
      list: number[];
      set: string[];
      count?: number;
      total?: number;
      old?: string;
      low: number;
      high: number;
    }
    const ops = t.db.collection<Counters>('updates');
    await ops.insertOne({
      _id: 'ops',
      list: [1, 2, 3],
      set: ['a'],
      count: 1,
      old: 'x',
      low: 5,
      high: 5,
    });
    await ops.updateOne(
      { _id: 'ops' },
      {
        $push: { list: { $each: [4, 5] } },
        $addToSet: { set: { $each: ['a', 'b'] } },
        $inc: { count: 2 },
        $unset: { old: '' },
        $min: { low: 3 },
        $max: { high: 9 },
      },
    );
    await ops.updateOne(
      { _id: 'ops' },
      { $pull: { list: { $gte: 4 } }, $rename: { count: 'total' } },
    );
    expect(await ops.findOne({ _id: 'ops' })).toEqual({
      _id: 'ops',
      list: [1, 2, 3],
      set: ['a', 'b'],
      low: 3,
      high: 9,
      total: 3,
    });
  });

  it('stores $currentDate as a BSON Timestamp or a Date, as its $type asks, also on upsert', async () => {
    const c = t.collection('current-date');
    await c.insertOne({ _id: 1 });
    await c.updateOne({ _id: 1 }, {
      $currentDate: { ts: { $type: 'timestamp' }, day: { $type: 'date' }, at: true },
    } as Document);
    await c.updateOne(
      { _id: 2 },
      { $currentDate: { 'meta.ts': { $type: 'timestamp' } } },
      { upsert: true },
    );
    const updated = await c.findOne({ _id: 1 });
    expect(updated?.ts).toBeInstanceOf(Timestamp);
    expect(updated?.day).toBeInstanceOf(Date);
    expect(updated?.at).toBeInstanceOf(Date);
    // The timestamp's seconds are the update's: within a minute of the Date beside it.
    const seconds = (updated?.ts as Timestamp).high;
    expect(Math.abs(seconds - (updated?.day as Date).getTime() / 1000)).toBeLessThan(60);
    const upserted = await c.findOne({ _id: 2 });
    expect(upserted?.meta.ts).toBeInstanceOf(Timestamp);
    expect((upserted?.meta.ts as Timestamp).gt(updated?.ts as Timestamp)).toBe(true);
  });

  it('updates the matched array element with positional $ and with arrayFilters', async () => {
    await c().insertOne({
      _id: 'cart',
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 1 },
        { sku: 'c', qty: 7 },
      ],
    });
    await c().updateOne({ _id: 'cart', 'items.sku': 'b' }, { $inc: { 'items.$.qty': 2 } });
    await c().updateOne(
      { _id: 'cart' },
      { $set: { 'items.$[big].qty': 0 } },
      { arrayFilters: [{ 'big.qty': { $gt: 5 } }] },
    );
    const cart = await c().findOne({ _id: 'cart' });
    expect(cart?.items).toEqual([
      { sku: 'a', qty: 1 },
      { sku: 'b', qty: 3 },
      { sku: 'c', qty: 0 },
    ]);
  });

  it('applies $[] to every element and $push with $each, $sort, $slice and $position', async () => {
    const scores = t.db.collection<{ _id: string; entries: { v: number }[]; top: number[] }>(
      'updates',
    );
    await scores.insertOne({ _id: 'scores', entries: [{ v: 1 }, { v: 2 }], top: [5, 9] });
    await scores.updateOne({ _id: 'scores' }, { $inc: { 'entries.$[].v': 10 } });
    await scores.updateOne(
      { _id: 'scores' },
      { $push: { top: { $each: [7, 1], $sort: -1, $slice: 3 } } },
    );
    await scores.updateOne({ _id: 'scores' }, { $push: { top: { $each: [0], $position: 0 } } });
    expect(await scores.findOne({ _id: 'scores' })).toEqual({
      _id: 'scores',
      entries: [{ v: 11 }, { v: 12 }],
      top: [0, 9, 7, 5],
    });
  });

  it('enforces a partial unique index only among the documents it covers', async () => {
    const vouchers = t.collection('vouchers');
    await vouchers.createIndex(
      { code: 1 },
      { unique: true, partialFilterExpression: { active: true } },
    );
    await vouchers.insertMany([
      { code: 'FIT10', active: false },
      { code: 'FIT10', active: true },
    ]);
    await expect(vouchers.insertOne({ code: 'FIT10', active: true })).rejects.toMatchObject({
      code: 11000,
    });
    await expect(
      vouchers.updateOne({ active: false }, { $set: { active: true } }),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await vouchers.countDocuments({ code: 'FIT10', active: true })).toBe(1);
  });

  it('runs pipeline updates', async () => {
    await c().insertOne({ _id: 'pipe', a: 2, b: 3 });
    await c().updateOne({ _id: 'pipe' }, [{ $set: { sum: { $add: ['$a', '$b'] } } }]);
    expect(await c().findOne({ _id: 'pipe' })).toEqual({ _id: 'pipe', a: 2, b: 3, sum: 5 });
  });

  it('gives a pipeline upsert an ObjectId _id, through update and findAndModify', async () => {
    const upserts = t.collection('pipeline-upserts');
    const { upsertedId } = await upserts.updateOne({ code: 'a' }, [{ $set: { n: 1 } }], {
      upsert: true,
    });
    const after = await upserts.findOneAndUpdate({ code: 'b' }, [{ $set: { n: 2 } }], {
      upsert: true,
      returnDocument: 'after',
    });
    expect(upsertedId).toBeInstanceOf(ObjectId);
    expect(after?._id).toBeInstanceOf(ObjectId);
    const stored = await upserts.find({}, { sort: { n: 1 } }).toArray();
    expect(stored).toEqual([
      { _id: upsertedId, code: 'a', n: 1 },
      { _id: after?._id, code: 'b', n: 2 },
    ]);
  });

  it('refuses an update that would duplicate a unique key and leaves the document unchanged', async () => {
    const users = t.collection('unique-users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany([
      { _id: 1, email: 'a@x', name: 'A' },
      { _id: 2, email: 'b@x', name: 'B' },
    ]);
    const error = await users
      .updateOne({ _id: 2 }, { $set: { email: 'a@x', name: 'changed' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'a@x' },
    });
    expect(await users.findOne({ _id: 2 })).toEqual({ _id: 2, email: 'b@x', name: 'B' });
    expect(await users.findOne({ email: 'b@x' })).toMatchObject({ _id: 2 });
  });

  it('leaves a statement that failed part-way out of n and nModified, as mongod does', async () => {
    const users = t.collection('partial-users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany([
      { _id: 1, email: 'a@x', team: 'red' },
      { _id: 2, email: 'b@x', team: 'red' },
      { _id: 3, email: 'c@x', team: 'blue' },
    ]);
    const reply = await t.db.command({
      update: 'partial-users',
      ordered: false,
      updates: [
        { q: { team: 'red' }, u: { $set: { email: 'same@x' } }, multi: true },
        { q: { _id: 3 }, u: { $set: { team: 'green' } } },
      ],
    });
    expect(reply).toMatchObject({ n: 1, nModified: 1, writeErrors: [{ index: 0, code: 11000 }] });
  });

  it('rejects unknown update operators and mixed updates', async () => {
    await expect(
      t.db.command({ update: 'updates', updates: [{ q: {}, u: { $bogus: { a: 1 } } }] }),
    ).resolves.toMatchObject({
      writeErrors: [{ index: 0, code: 9 }],
    });
    const mixed = await t.db.command({
      update: 'updates',
      updates: [{ q: {}, u: { $set: { a: 1 }, b: 2 } }],
    });
    expect(mixed.writeErrors[0].code).toBe(9);
  });
});

describe('delete', () => {
  it('deletes one or many', async () => {
    const c = t.collection('deletes');
    await c.insertMany([{ k: 1 }, { k: 1 }, { k: 1 }, { k: 2 }]);
    expect((await c.deleteOne({ k: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({ k: 1 })).deletedCount).toBe(2);
    expect((await c.deleteMany({ k: 3 })).deletedCount).toBe(0);
    expect(await c.countDocuments()).toBe(1);
    expect((await t.collection('never-created').deleteMany({})).deletedCount).toBe(0);
  });
});

describe('findAndModify', () => {
  const c = () => t.collection('fam');

  it('returns the document before or after the update, honouring sort and projection', async () => {
    await c().insertMany([
      { _id: 1, queue: 'q', priority: 1, state: 'new' },
      { _id: 2, queue: 'q', priority: 9, state: 'new' },
    ]);
    const before = await c().findOneAndUpdate(
      { queue: 'q', state: 'new' },
      { $set: { state: 'taken' } },
      { sort: { priority: -1 }, projection: { state: 1 } },
    );
    expect(before).toEqual({ _id: 2, state: 'new' });
    const after = await c().findOneAndUpdate(
      { queue: 'q', state: 'new' },
      { $set: { state: 'taken' } },
      { returnDocument: 'after' },
    );
    expect(after).toMatchObject({ _id: 1, state: 'taken' });
    expect(
      await c().findOneAndUpdate({ queue: 'q', state: 'new' }, { $set: { state: 'x' } }),
    ).toBeNull();
  });

  it('upserts and removes', async () => {
    const upserted = await c().findOneAndUpdate(
      { _id: 'counter' },
      { $inc: { seq: 1 } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(upserted.value).toEqual({ _id: 'counter', seq: 1 });
    expect(upserted.lastErrorObject).toMatchObject({
      n: 1,
      updatedExisting: false,
      upserted: 'counter',
    });
    const removed = await c().findOneAndDelete({ _id: 'counter' });
    expect(removed).toEqual({ _id: 'counter', seq: 1 });
    expect(await c().findOne({ _id: 'counter' })).toBeNull();
    const replaced = await c().findOneAndReplace(
      { _id: 1 },
      { state: 'fresh' },
      { returnDocument: 'after' },
    );
    expect(replaced).toEqual({ _id: 1, state: 'fresh' });
  });

  it('reports a duplicate key at the top level with keyPattern and keyValue', async () => {
    const coupons = t.collection('coupons');
    await coupons.createIndex({ code: 1 }, { unique: true });
    await coupons.insertMany([{ code: 'A' }, { code: 'B' }]);
    const raw = await t.db
      .command({ findAndModify: 'coupons', query: { code: 'B' }, update: { $set: { code: 'A' } } })
      .catch((e: unknown) => e);
    expect(raw).toMatchObject({
      code: 11000,
      codeName: 'DuplicateKey',
      keyPattern: { code: 1 },
      keyValue: { code: 'A' },
    });
    expect(await coupons.countDocuments({ code: 'B' })).toBe(1);
    const missingField = await coupons.insertOne({ other: 1 });
    expect(missingField.acknowledged).toBe(true);
    // A unique index that is not sparse treats a missing field as null, so a second one collides.
    await expect(coupons.insertOne({ other: 2 })).rejects.toMatchObject({
      code: 11000,
      keyValue: { code: null },
    });
  });

  it('refuses remove together with update', async () => {
    await expect(
      t.db.command({ findAndModify: 'fam', query: {}, remove: true, update: { $set: { a: 1 } } }),
    ).rejects.toThrow();
  });
});

describe('upsert and let', () => {
  it('creates no collection for an update that matches nothing and inserts nothing', async () => {
    await t.collection('neverMade').updateOne({ a: 1 }, { $set: { b: 1 } });
    expect(await t.db.listCollections({ name: 'neverMade' }).toArray()).toEqual([]);
    await t.collection('neverMade').updateOne({ a: 1 }, { $set: { b: 1 } }, { upsert: true });
    expect(await t.db.listCollections({ name: 'neverMade' }).toArray()).toHaveLength(1);
  });

  it('creates no collection for a findAndModify that matches nothing, and one for its upsert', async () => {
    const c = t.collection('neverFound');
    expect(await c.findOneAndUpdate({ a: 1 }, { $set: { b: 1 } })).toBeNull();
    expect(await c.findOneAndDelete({ a: 1 })).toBeNull();
    expect(await t.db.listCollections({ name: 'neverFound' }).toArray()).toEqual([]);
    await c.findOneAndUpdate({ a: 1 }, { $set: { b: 1 } }, { upsert: true });
    expect(await t.db.listCollections({ name: 'neverFound' }).toArray()).toHaveLength(1);
    expect(await c.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ a: 1, b: 1 }]);
  });

  it('stores a null _id when the filter asks for {_id: null}', async () => {
    const c = t.collection('nullId');
    const reply = await c.updateOne({ _id: null as never }, { $set: { a: 1 } }, { upsert: true });
    expect(reply.upsertedId).toBeNull();
    expect(await c.find().toArray()).toEqual([{ _id: null, a: 1 }]);
    await c.replaceOne({ _id: null as never }, { b: 2 }, { upsert: true });
    expect(await c.find().toArray()).toEqual([{ _id: null, b: 2 }]);
  });

  it('binds let variables in update filters and pipeline updates, and in deletes', async () => {
    const c = t.collection('letWrites');
    await c.insertMany([
      { _id: 1, stock: 5 },
      { _id: 2, stock: 0 },
    ]);
    await c.updateMany(
      { $expr: { $gt: ['$stock', '$$floor'] } },
      [{ $set: { stock: { $subtract: ['$stock', '$$taken'] } } }],
      { let: { floor: 0, taken: 2 } },
    );
    expect(await c.find().toArray()).toEqual([
      { _id: 1, stock: 3 },
      { _id: 2, stock: 0 },
    ]);
    await c.deleteMany({ $expr: { $eq: ['$stock', '$$none'] } }, { let: { none: 0 } });
    expect(await c.countDocuments()).toBe(1);
  });

  it('applies operator updates whose filter nests $expr, or whose path names the matched element', async () => {
    const c = t.collection('exprUpdates');
    await c.insertMany([
      { _id: 1, stock: 5, reserved: 2, tags: ['new', 'veg'] },
      { _id: 2, stock: 1, reserved: 3, tags: ['veg'] },
    ]);
    await c.updateMany(
      { $or: [{ $expr: { $gt: [{ $subtract: ['$stock', '$reserved'] }, 0] } }] },
      { $set: { sellable: true } },
    );
    await c.updateOne(
      { _id: 1, tags: 'veg', $expr: { $eq: [{ $size: '$tags' }, 2] } },
      { $set: { 'tags.$': 'vegan' } },
    );
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, stock: 5, reserved: 2, tags: ['new', 'vegan'], sellable: true },
      { _id: 2, stock: 1, reserved: 3, tags: ['veg'] },
    ]);
  });
});
