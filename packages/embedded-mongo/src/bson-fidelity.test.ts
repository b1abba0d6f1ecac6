import { Binary, Decimal128, Double, Int32, Long, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('BSON fidelity', () => {
  it('round-trips ObjectId, Date, numbers, binary and nested documents and arrays', async () => {
    const original = {
      _id: new ObjectId(),
      ref: new ObjectId(),
      at: new Date('2024-05-06T07:08:09.123Z'),
      int: new Int32(42),
      double: new Double(1.5),
      bigLong: Long.fromString('9007199254740993'),
      negative: -7,
      binary: new Binary(Buffer.from([1, 2, 3])),
      nested: { deeper: { list: [1, 'two', { three: [3] }, [4, [5]]], when: new Date(0) } },
      empty: { list: [], doc: {} },
      nothing: null,
      flag: false,
    };
    await t.collection('types').insertOne(original);
    const raw = await t
      .collection('types')
      .findOne({ _id: original._id }, { promoteValues: false, promoteLongs: false });
    expect(raw?.ref).toEqual(original.ref);
    expect(raw?.at).toEqual(original.at);
    expect(raw?.int).toEqual(new Int32(42));
    expect(raw?.double).toEqual(new Double(1.5));
    expect(raw?.bigLong).toEqual(Long.fromString('9007199254740993'));
    const promoted = await t.collection('types').findOne({ _id: original._id });
    expect(promoted).toEqual({ ...original, int: 42, double: 1.5 });
  });

  it('keeps the BSON type of numbers a plain JS number would change: Long(5), Double(2.0)', async () => {
    const exact = { promoteValues: false, promoteLongs: false } as const;
    const c = t.collection('exact');
    await c.insertOne({
      _id: 1,
      small: Long.fromNumber(5),
      whole: new Double(2),
      list: [new Double(3), Long.fromNumber(4), 5],
    });
    expect(await c.findOne({ _id: 1 }, exact)).toEqual({
      _id: new Int32(1),
      small: Long.fromNumber(5),
      whole: new Double(2),
      list: [new Double(3), Long.fromNumber(4), new Int32(5)],
    });
    await c.updateOne(
      { _id: 1 },
      {
        $inc: { small: 1, whole: 1 },
        $set: { added: new Double(7), 'list.2': Long.fromNumber(6) },
      },
    );
    expect(await c.findOne({ _id: 1 }, exact)).toMatchObject({
      small: Long.fromNumber(6),
      whole: new Double(3),
      added: new Double(7),
      list: [new Double(3), Long.fromNumber(4), Long.fromNumber(6)],
    });
    await c.updateOne({ _id: 1 }, { $set: { small: 9 }, $inc: { count: new Double(1) } });
    const projected = await c.findOne(
      { _id: 1 },
      { ...exact, projection: { small: 1, count: 1, whole: 1 } },
    );
    expect(projected).toEqual({
      _id: new Int32(1),
      small: new Int32(9),
      whole: new Double(3),
      count: new Double(1),
    });
    const replaced = await c.findOneAndReplace(
      { _id: 1 },
      { only: Long.fromNumber(1) },
      { ...exact, returnDocument: 'after' },
    );
    expect(replaced).toEqual({ _id: new Int32(1), only: Long.fromNumber(1) });
    // Values still compare as numbers.
    expect(await c.countDocuments({ only: 1 })).toBe(1);
  });

  it('matches numbers by value whatever their BSON type', async () => {
    await t
      .collection('numbers')
      .insertMany([{ v: new Int32(5) }, { v: Long.fromNumber(5) }, { v: new Double(5.5) }]);
    expect(await t.collection('numbers').countDocuments({ v: 5 })).toBe(2);
    expect(await t.collection('numbers').countDocuments({ v: { $gt: Long.fromNumber(5) } })).toBe(
      1,
    );
  });

  it('sorts mixed types in BSON order: numbers < strings < objects < arrays < ObjectId < booleans < dates', async () => {
    const id = new ObjectId('000000000000000000000001');
    const values = [new Date(1), true, id, [1], { a: 1 }, 'text', 3, null];
    await t.collection('mixed').insertMany(values.map((v, i) => ({ i, v })));
    const sorted = await t.collection('mixed').find({}).sort({ v: 1 }).toArray();
    // An array sorts by its smallest element ascending, so [1] sits with the numbers.
    expect(sorted.map((d) => d.i)).toEqual([7, 3, 6, 5, 4, 2, 1, 0]);
    const viaAggregate = await t
      .collection('mixed')
      .aggregate([{ $match: { i: { $ne: 3 } } }, { $sort: { v: -1 } }])
      .toArray();
    expect(viaAggregate.map((d) => d.i)).toEqual([0, 1, 2, 4, 5, 6, 7]);
  });

  it('never lets a client object or a cursor change stored data', async () => {
    const doc = { _id: 'immutable', list: [1, 2], nested: { n: 1 } };
    const frozen = t.db.collection<typeof doc>('frozen');
    await frozen.insertOne(doc);
    doc.list.push(3);
    doc.nested.n = 99;
    const read = await frozen.findOne({ _id: 'immutable' });
    expect(read).toEqual({ _id: 'immutable', list: [1, 2], nested: { n: 1 } });
    read?.list.push(4);
    await frozen.find({}, { projection: { list: 1 } }).toArray();
    await frozen.updateOne({ _id: 'immutable' }, { $push: { list: 5 } });
    expect(await frozen.findOne({ _id: 'immutable' })).toEqual({
      _id: 'immutable',
      list: [1, 2, 5],
      nested: { n: 1 },
    });
  });

  it('stores Decimal128 values without arithmetic on them', async () => {
    const price = Decimal128.fromString('19.99');
    await t.collection('decimal').insertOne({ _id: 1, price });
    expect((await t.collection('decimal').findOne({ _id: 1 }))?.price.toString()).toBe('19.99');
  });
});
