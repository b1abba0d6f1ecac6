import {
  Decimal128,
  Double,
  Int32,
  Long,
  ObjectId,
  Timestamp,
  type CommandStartedEvent,
} from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
const started: CommandStartedEvent[] = [];

beforeAll(async () => {
  t = await startTestServer({}, { monitorCommands: true });
  t.client.on('commandStarted', (event) => started.push(event));
  await t.collection('people').insertMany([
    { _id: 1, name: 'Asha', age: 31, city: 'Pune', tags: ['a', 'b'] },
    { _id: 2, name: 'Bilal', age: 25, city: 'Delhi', tags: ['b'] },
    { _id: 3, name: 'Chitra', age: 40, city: 'Pune', tags: [] },
    { _id: 4, name: 'Dev', age: 25, city: 'Mumbai' },
  ]);
  await t.collection('many').insertMany(Array.from({ length: 1000 }, (_, i) => ({ i })));
});
afterAll(() => t.close());

describe('find', () => {
  const people = () => t.collection('people');

  it('filters, sorts, skips, limits and projects', async () => {
    const found = await people()
      .find({ age: { $lt: 35 } }, { projection: { name: 1, _id: 0 } })
      .sort({ age: 1, name: -1 })
      .skip(1)
      .limit(2)
      .toArray();
    expect(found).toEqual([{ name: 'Bilal' }, { name: 'Asha' }]);
  });

  it('sorts an empty array below a missing field in both directions, as mongod does', async () => {
    const names = async (direction: 1 | -1) =>
      (await people().find().sort({ tags: direction, _id: 1 }).toArray()).map((p) => p.name);
    expect(await names(1)).toEqual(['Chitra', 'Dev', 'Asha', 'Bilal']);
    expect(await names(-1)).toEqual(['Asha', 'Bilal', 'Dev', 'Chitra']);
    const piped = await people()
      .aggregate([{ $sort: { tags: -1, _id: 1 } }, { $project: { _id: 0, name: 1 } }])
      .toArray();
    expect(piped.map((p) => p.name)).toEqual(['Asha', 'Bilal', 'Dev', 'Chitra']);
  });

  // Plain projections run without mingo's operators; the others need theirs.
  it('projects plain, nested, $slice, $elemMatch and expression fields, in find and findAndModify', async () => {
    const c = t.collection('projections');
    await c.insertOne({
      _id: 1,
      name: 'ada',
      price: 100,
      tags: ['a', 'b', 'c'],
      items: [
        { sku: 'x', qty: 1 },
        { sku: 'y', qty: 5 },
      ],
    });
    const one = (projection: object) => c.findOne({ _id: 1 }, { projection });
    expect(await one({ items: 0, tags: 0 })).toEqual({ _id: 1, name: 'ada', price: 100 });
    expect(await one({ _id: 0, 'items.sku': 1 })).toEqual({ items: [{ sku: 'x' }, { sku: 'y' }] });
    expect(await one({ _id: false, items: { qty: true } })).toEqual({
      items: [{ qty: 1 }, { qty: 5 }],
    });
    expect(await one({ name: 1, tags: { $slice: 2 } })).toEqual({
      _id: 1,
      name: 'ada',
      tags: ['a', 'b'],
    });
    expect(await one({ _id: 0, items: { $elemMatch: { qty: { $gt: 2 } } } })).toEqual({
      items: [{ sku: 'y', qty: 5 }],
    });
    expect(
      await one({ _id: 0, label: { $toUpper: '$name' }, total: { $multiply: ['$price', 2] } }),
    ).toEqual({ label: 'ADA', total: 200 });
    const before = await c.findOneAndUpdate(
      { _id: 1 },
      { $inc: { price: 1 } },
      { projection: { _id: 0, label: { $concat: ['$name', '!'] }, price: 1 } },
    );
    expect(before).toEqual({ label: 'ada!', price: 100 });
  });

  it('projects $elemMatch on an array of scalars, as mongod does', async () => {
    const c = t.collection('scalarElemMatch');
    await c.insertMany([
      { _id: 1, scores: [70, 85, 90], name: 'ada' },
      { _id: 2, scores: [10], name: 'bo' },
      { _id: 3, name: 'cy' },
    ]);
    const projected = (projection: object) => c.find({}, { projection }).toArray();
    expect(await projected({ scores: { $elemMatch: { $gte: 80 } } })).toEqual([
      { _id: 1, scores: [85] },
      { _id: 2 },
      { _id: 3 },
    ]);
    expect(
      await projected({ _id: 0, scores: { $elemMatch: { $gt: 70, $lt: 90 } }, name: 1 }),
    ).toEqual([{ name: 'ada', scores: [85] }, { name: 'bo' }, { name: 'cy' }]);
    // A condition on fields never matches a scalar element.
    expect(await projected({ _id: 0, scores: { $elemMatch: { qty: { $gt: 1 } } } })).toEqual([
      {},
      {},
      {},
    ]);
  });

  it('matches array elements, $in, $or, $exists, $regex and dotted paths', async () => {
    const names = async (filter: object) =>
      (await people().find(filter).toArray()).map((p) => p.name);
    expect(await names({ tags: 'b' })).toEqual(['Asha', 'Bilal']);
    expect(await names({ city: { $in: ['Delhi', 'Mumbai'] } })).toEqual(['Bilal', 'Dev']);
    expect(await names({ $or: [{ age: 40 }, { city: 'Delhi' }] })).toEqual(['Bilal', 'Chitra']);
    expect(await names({ tags: { $exists: false } })).toEqual(['Dev']);
    expect(await names({ name: { $regex: '^c', $options: 'i' } })).toEqual(['Chitra']);
    expect(await names({ _id: { $in: [4, 2] } })).toEqual(['Bilal', 'Dev']);
  });

  it('matches $type as mongod: by recorded numeric type, on array elements, with every alias', async () => {
    const c = t.collection('typed');
    await c.insertMany([
      { _id: 1, v: new Long(5) },
      { _id: 2, v: new Double(5) },
      { _id: 3, v: new Int32(5) },
      { _id: 4, v: Decimal128.fromString('5') },
      { _id: 5, v: [new Long(1), 'x'] },
      { _id: 6, v: new ObjectId('64b000000000000000000001') },
      { _id: 7, v: new Timestamp({ t: 1, i: 1 }) },
      { _id: 8, v: null },
      { _id: 9, v: [{ w: true }, { w: 'y' }] },
    ]);
    const ids = async (type: unknown, path = 'v') =>
      (await c.find({ [path]: { $type: type } }).toArray()).map((d) => d._id);
    expect(await ids('long')).toEqual([1, 5]);
    expect(await ids(18)).toEqual([1, 5]);
    expect(await ids('double')).toEqual([2]);
    expect(await ids('int')).toEqual([3]);
    expect(await ids('decimal')).toEqual([4]);
    expect(await ids('number')).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(['int', 'string'])).toEqual([3, 5]);
    expect(await ids('objectId')).toEqual([6]);
    expect(await ids('timestamp')).toEqual([7]);
    expect(await ids('null')).toEqual([8]);
    expect(await ids('array')).toEqual([5, 9]);
    expect(await ids('bool', 'v.w')).toEqual([9]);
    await expect(c.find({ v: { $type: 'nope' } }).toArray()).rejects.toMatchObject({
      code: 2,
      message: 'Unknown type name alias: nope',
    });
    await expect(c.find({ v: { $type: 99 } }).toArray()).rejects.toMatchObject({ code: 2 });
  });

  it('compares embedded documents with their field order, as BSON does', async () => {
    const c = t.collection('fieldOrder');
    await c.insertMany([
      { _id: 1, at: { lat: 18, lng: 73 } },
      { _id: 2, at: { lng: 73, lat: 18 } },
    ]);
    const ids = async (filter: object) => (await c.find(filter).toArray()).map((d) => d._id);
    expect(await ids({ at: { lat: 18, lng: 73 } })).toEqual([1]);
    expect(await ids({ at: { $in: [{ lng: 73, lat: 18 }] } })).toEqual([2]);
    expect(await ids({ at: { $ne: { lat: 18, lng: 73 } } })).toEqual([2]);
    const groups = await c.aggregate([{ $group: { _id: '$at', n: { $sum: 1 } } }]).toArray();
    expect(groups).toHaveLength(2);
    await c.updateOne(
      { _id: 1 },
      {
        $addToSet: {
          seen: {
            $each: [
              { a: 1, b: 2 },
              { b: 2, a: 1 },
            ],
          },
        },
      },
    );
    expect((await c.findOne({ _id: 1 }))?.seen).toEqual([
      { a: 1, b: 2 },
      { b: 2, a: 1 },
    ]);
  });

  it('keeps the other fields with a $slice projection that includes none, as mongod does', async () => {
    const c = t.collection('slices');
    await c.insertOne({ _id: 1, name: 'Asha', scores: [1, 2, 3, 4], city: 'Pune' });
    const project = async (projection: object) => c.findOne({ _id: 1 }, { projection });
    expect(await project({ scores: { $slice: 2 } })).toEqual({
      _id: 1,
      name: 'Asha',
      scores: [1, 2],
      city: 'Pune',
    });
    expect(await project({ scores: { $slice: [-3, 2] }, city: 0, _id: 0 })).toEqual({
      name: 'Asha',
      scores: [2, 3],
    });
    expect(await project({ scores: { $slice: -1 }, name: 1 })).toEqual({
      _id: 1,
      name: 'Asha',
      scores: [4],
    });
    const modified = await c.findOneAndUpdate(
      { _id: 1 },
      { $set: { city: 'Goa' } },
      { projection: { scores: { $slice: 1 } }, returnDocument: 'after' },
    );
    expect(modified).toEqual({ _id: 1, name: 'Asha', scores: [1], city: 'Goa' });
  });

  it('returns nothing for a collection that does not exist', async () => {
    expect(await t.collection('absent').find({}).toArray()).toEqual([]);
  });

  it('reports a bad operator as an error, not a crash', async () => {
    await expect(
      people()
        .find({ age: { $bogus: 1 } })
        .toArray(),
    ).rejects.toThrow();
    await expect(t.db.command({ find: 'people', sort: { age: 2 } })).rejects.toThrow(/sort/);
    await expect(t.db.command({ find: 'people', filter: 'x' })).rejects.toThrow(/filter/);
    expect(await people().countDocuments()).toBe(4);
  });

  it('refuses operands mongod refuses instead of matching all or nothing', async () => {
    const refusals: Array<[object, string]> = [
      [{ $and: [] }, '$and/$or/$nor must be a nonempty array'],
      [{ $or: { age: 1 } }, '$or must be an array'],
      [{ age: { $in: 25 } }, '$in needs an array'],
      [{ tags: { $all: 'a' } }, '$all needs an array'],
      [{ tags: { $size: 1.5 } }, '$size must be a whole number'],
      [{ tags: { $size: -1 } }, '$size may not be negative'],
      [{ name: { $not: 'Asha' } }, '$not needs a regex or a document'],
      [{ tags: { $elemMatch: 'a' } }, '$elemMatch needs an Object'],
    ];
    for (const [filter, errmsg] of refusals) {
      await expect(t.db.command({ find: 'people', filter })).rejects.toMatchObject({
        code: 2,
        codeName: 'BadValue',
        errmsg,
      });
    }
    expect(await people().countDocuments({ tags: { $size: 2.0 }, name: { $not: /^B/ } })).toBe(1);
  });

  it('answers a range on a Decimal128 operand by value', async () => {
    const prices = t.collection('decimalPrices');
    await prices.insertMany([
      { _id: 1, price: Decimal128.fromString('9.5') },
      { _id: 2, price: Decimal128.fromString('10.25') },
    ]);
    const above = await prices.find({ price: { $gt: Decimal128.fromString('10') } }).toArray();
    expect(above.map((d) => d._id)).toEqual([2]);
    const exact = await prices.find({ price: Decimal128.fromString('10.25') }).toArray();
    expect(exact.map((d) => d._id)).toEqual([2]);
  });

  it('refuses the collation options it cannot honour instead of ignoring them', async () => {
    await expect(
      people()
        .find({}, { collation: { locale: 'en', strength: 4 } })
        .toArray(),
    ).rejects.toMatchObject({ code: 72, message: expect.stringMatching(/strength 4/) });
  });
  it('removes nested fields an exclusion names, in find, findAndModify and $project', async () => {
    const c = t.collection('nested-exclusions');
    await c.insertOne({
      _id: 1,
      card: { last4: '4242', token: 'secret' },
      lines: [{ sku: 'x', cost: 9 }],
    });
    const without = { _id: 1, card: { last4: '4242' }, lines: [{ sku: 'x' }] };
    const exclusion = { 'card.token': 0, lines: { cost: 0 } };
    expect(await c.findOne({ _id: 1 }, { projection: exclusion })).toEqual(without);
    expect(
      await c.findOneAndUpdate({ _id: 1 }, { $set: { seen: true } }, { projection: exclusion }),
    ).toEqual(without);
    expect(await c.aggregate([{ $project: { ...exclusion, seen: 0 } }]).toArray()).toEqual([
      without,
    ]);
    // The stored document keeps its fields.
    expect(await c.findOne({ _id: 1 }, { projection: { card: 1 } })).toEqual({
      _id: 1,
      card: { last4: '4242', token: 'secret' },
    });
  });
});

describe('cursors', () => {
  it('serves 1,000 documents in batches of 10 through getMore', async () => {
    started.length = 0;
    const all = await t.collection('many').find({}, { batchSize: 10 }).sort({ i: 1 }).toArray();
    expect(all).toHaveLength(1000);
    expect(all.map((d) => d.i)).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    // As on mongod: the 100th getMore returns the last ten, the 101st finds the end.
    expect(started.filter((e) => e.commandName === 'getMore')).toHaveLength(100);
  });

  it('kills the server cursor when the client closes early', async () => {
    started.length = 0;
    const cursor = t.collection('many').find({}, { batchSize: 10 });
    for (let i = 0; i < 15; i++) await cursor.next();
    await cursor.close();
    const kill = started.find((e) => e.commandName === 'killCursors');
    expect(kill).toBeDefined();
    const cursorId = (kill?.command.cursors as unknown[])[0];
    await expect(t.db.command({ getMore: cursorId, collection: 'many' })).rejects.toMatchObject({
      code: 43,
    });
  });

  it('reports killCursors results', async () => {
    const first = await t.db.command({ find: 'many', batchSize: 2 });
    const id = first.cursor.id;
    const reply = await t.db.command({ killCursors: 'many', cursors: [id] });
    expect(reply.cursorsKilled).toHaveLength(1);
    const again = await t.db.command({ killCursors: 'many', cursors: [id] });
    expect(again.cursorsNotFound).toHaveLength(1);
  });

  it('keeps a cursor stable while the collection changes underneath it', async () => {
    const c = t.collection('changing');
    await c.insertMany(Array.from({ length: 30 }, (_, i) => ({ i, v: 'old' })));
    const cursor = c.find({}, { batchSize: 5 });
    await cursor.next();
    await c.updateMany({}, { $set: { v: 'new' } });
    await c.deleteMany({ i: { $gte: 20 } });
    const rest = await cursor.toArray();
    expect(rest).toHaveLength(29);
    expect(rest.every((d) => d.v === 'old')).toBe(true);
  });
});

describe('explain', () => {
  it('shows whether a query uses an index', async () => {
    await t.collection('people').createIndex({ name: 1 }, { unique: true });
    const byName = await t.collection('people').find({ name: 'Asha' }).explain();
    expect(byName.queryPlanner.winningPlan).toMatchObject({ stage: 'IXSCAN', indexName: 'name_1' });
    const byId = await t.collection('people').find({ _id: 2 }).explain();
    expect(byId.queryPlanner.winningPlan.stage).toBe('IDHACK');
    const scan = await t
      .collection('people')
      .find({ age: { $gt: 1 } })
      .explain();
    expect(scan.queryPlanner.winningPlan.stage).toBe('COLLSCAN');
    const counted = await t.db.command({ explain: { count: 'people', query: { name: 'Dev' } } });
    expect(counted.queryPlanner.winningPlan.stage).toBe('IXSCAN');
  });
});

describe('count and distinct', () => {
  it('counts with query, skip and limit', async () => {
    expect((await t.db.command({ count: 'people' })).n).toBe(4);
    expect((await t.db.command({ count: 'people', query: { city: 'Pune' } })).n).toBe(2);
    expect((await t.db.command({ count: 'people', query: {}, skip: 1, limit: 2 })).n).toBe(2);
    expect(await t.collection('people').estimatedDocumentCount()).toBe(4);
    expect(await t.collection('people').countDocuments({ age: 25 })).toBe(2);
    expect((await t.db.command({ count: 'absent' })).n).toBe(0);
  });

  it('lists distinct values, unwinding arrays', async () => {
    expect(await t.collection('people').distinct('city')).toEqual(['Delhi', 'Mumbai', 'Pune']);
    expect(await t.collection('people').distinct('tags')).toEqual(['a', 'b']);
    expect(await t.collection('people').distinct('name', { age: 25 })).toEqual(['Bilal', 'Dev']);
  });
});

describe('cursor end, as mongod reports it', () => {
  const getMores = () => started.filter((e) => e.commandName === 'getMore').length;

  it('keeps a scan open after a batch that ends exactly at the last document', async () => {
    started.length = 0;
    const cursor = t.collection('people').find({}, { batchSize: 2 });
    expect(await cursor.toArray()).toHaveLength(4);
    // find: 2, getMore: 2 (cursor still open, like a scan that has not looked further), getMore: 0.
    expect(getMores()).toBe(2);
  });

  it('closes at once when a limit was reached or the batch came up short', async () => {
    started.length = 0;
    expect(
      await t.collection('people').find({}, { batchSize: 2, limit: 2 }).toArray(),
    ).toHaveLength(2);
    expect(await t.collection('people').find({}, { batchSize: 3 }).toArray()).toHaveLength(4);
    expect(getMores()).toBe(1);
  });
});

describe('let', () => {
  it('binds command variables for $expr in find, count-free aggregate and $lookup pipelines', async () => {
    const found = await t
      .collection('people')
      .find({ $expr: { $eq: ['$city', '$$town'] } }, { let: { town: 'Pune' } })
      .toArray();
    expect(found.map((person) => person._id)).toEqual([1, 3]);
    const aggregated = await t
      .collection('people')
      .aggregate([{ $match: { $expr: { $gt: ['$age', '$$limit'] } } }, { $project: { _id: 1 } }], {
        let: { limit: { $add: [30, 1] } },
      })
      .toArray();
    expect(aggregated).toEqual([{ _id: 3 }]);
  });

  it('refuses a variable name mongod refuses', async () => {
    await expect(
      t
        .collection('people')
        .find({}, { let: { Town: 'Pune' } })
        .toArray(),
    ).rejects.toMatchObject({ code: 9 });
  });
});

describe('inclusion projections keep mongod field order', () => {
  const c = () => t.collection('field-order');

  it('puts _id first, then the included fields in the document order, then computed ones', async () => {
    await c().insertOne({ _id: 1, a: 1, b: 2, c: 3, n: { x: 1, y: 2, z: 3 } });
    const found = await c().findOne({}, { projection: { b: 1, a: 1 } });
    expect(Object.keys(found ?? {})).toEqual(['_id', 'a', 'b']);
    const nested = await c().findOne({}, { projection: { 'n.z': 1, c: 1, 'n.x': 1 } });
    expect(nested).toEqual({ _id: 1, c: 3, n: { x: 1, z: 3 } });
    expect(Object.keys(nested ?? {})).toEqual(['_id', 'c', 'n']);
    expect(Object.keys(nested?.n ?? {})).toEqual(['x', 'z']);
    const modified = await c().findOneAndUpdate(
      { _id: 1 },
      { $set: { seen: true } },
      { projection: { c: 1, a: 1 } },
    );
    expect(Object.keys(modified ?? {})).toEqual(['_id', 'a', 'c']);
    const [projected] = await c()
      .aggregate([{ $project: { z: { $literal: 0 }, b: 1, a: 1, y: '$c' } }])
      .toArray();
    expect(projected).toEqual({ _id: 1, a: 1, b: 2, z: 0, y: 3 });
    expect(Object.keys(projected ?? {})).toEqual(['_id', 'a', 'b', 'z', 'y']);
  });
});

describe('the positional projection', () => {
  const c = () => t.collection('positional');

  it('returns the first array element matching the filter, in find and findAndModify', async () => {
    await c().insertMany([
      { _id: 1, name: 'a', arr: [4, 6, 8, 6] },
      {
        _id: 2,
        name: 'b',
        items: [
          { sku: 'x', qty: 1 },
          { sku: 'y', qty: 2 },
        ],
      },
    ]);
    expect(await c().findOne({ arr: 6 }, { projection: { 'arr.$': 1 } })).toEqual({
      _id: 1,
      arr: [6],
    });
    expect(await c().findOne({ arr: { $gt: 5 } }, { projection: { 'arr.$': 1, name: 1 } })).toEqual(
      { _id: 1, name: 'a', arr: [6] },
    );
    expect(
      await c().findOne({ 'items.sku': 'y' }, { projection: { 'items.$': 1, _id: 0 } }),
    ).toEqual({ items: [{ sku: 'y', qty: 2 }] });
    expect(
      await c().findOneAndUpdate(
        { _id: 2, items: { $elemMatch: { qty: { $gte: 2 } } } },
        { $set: { seen: true } },
        { projection: { 'items.$': 1 } },
      ),
    ).toEqual({ _id: 2, items: [{ sku: 'y', qty: 2 }] });
  });

  it('refuses filters whose matching element it cannot tell', async () => {
    await expect(
      c().findOne({ $or: [{ arr: 6 }, { arr: 8 }] }, { projection: { 'arr.$': 1 } }),
    ).rejects.toMatchObject({ code: 72, codeName: 'InvalidOptions' });
    await expect(
      c().findOne({ arr: { $gt: 5, $lt: 7 } }, { projection: { 'arr.$': 1 } }),
    ).rejects.toMatchObject({ code: 72, codeName: 'InvalidOptions' });
  });
});
