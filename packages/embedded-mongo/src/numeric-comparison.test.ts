import { Double, Int32, Long, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.js';
import { BIG, dec } from './test/numbers.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** MongoDB compares int, long, double and decimal by exact value, in filters, sorts and keys. */
describe('numbers of different BSON types', () => {
  const prices = () => t.collection('mixedPrices');
  const ids = async (filter: Document) =>
    (await prices().find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

  beforeAll(async () => {
    await prices().insertMany([
      { _id: 1, price: dec('4.99') },
      { _id: 2, price: dec('5.00') },
      { _id: 3, price: dec('5.01') },
      { _id: 4, price: new Int32(6) },
      { _id: 5, price: Long.fromString(BIG) },
      { _id: 6, price: new Double(5.5) },
      { _id: 7, price: [new Int32(70), dec('85.5')] },
      { _id: 8, price: dec('0.1') },
      { _id: 9, price: new Double(0.5) },
      { _id: 10, price: 'five' },
    ]);
  });

  it('matches a range on a plain number against Decimal128 and Long values', async () => {
    expect(await ids({ price: { $gt: 5 } })).toEqual([3, 4, 5, 6, 7]);
    expect(await ids({ price: { $gte: 5 } })).toEqual([2, 3, 4, 5, 6, 7]);
    expect(await ids({ price: { $lt: 5 } })).toEqual([1, 8, 9]);
    expect(await ids({ price: { $lte: 5, $gt: 0.5 } })).toEqual([1, 2]);
    expect(await ids({ price: { $gt: 9007199254740992 } })).toEqual([5]);
  });

  it('matches a range on a Decimal128 or Long operand against every numeric type', async () => {
    expect(await ids({ price: { $gt: dec('5.5') } })).toEqual([4, 5, 7]);
    expect(await ids({ price: { $gte: dec('5.5'), $lt: dec('80') } })).toEqual([4, 6, 7]);
    expect(await ids({ price: { $gte: Long.fromString(BIG) } })).toEqual([5]);
  });

  it('treats equal values of different types as equal, in $eq, $ne, $in and $nin', async () => {
    expect(await ids({ price: 5 })).toEqual([2]);
    expect(await ids({ price: dec('6') })).toEqual([4]);
    expect(await ids({ price: dec('0.5') })).toEqual([9]);
    expect(await ids({ price: dec(BIG) })).toEqual([5]);
    expect(await ids({ price: { $in: [5, dec('5.5'), 'five'] } })).toEqual([2, 6, 10]);
    expect(await ids({ price: { $nin: [5, 6, 85.5] } })).toEqual([1, 3, 5, 6, 8, 9, 10]);
    expect(await ids({ price: { $ne: 6 }, _id: { $lte: 4 } })).toEqual([1, 2, 3]);
    expect(await ids({ price: { $elemMatch: { $gt: 85, $lt: dec('86') } } })).toEqual([7]);
  });

  it('keeps values that differ exactly apart: the double 0.1 is not Decimal128 0.1, 2^53 is not 2^53 + 1', async () => {
    expect(await ids({ price: 0.1 })).toEqual([]);
    expect(await ids({ price: dec('0.1') })).toEqual([8]);
    expect(await ids({ price: 9007199254740992 })).toEqual([]);
  });

  it('answers an indexed equality on a number with the Decimal128 it equals', async () => {
    const indexed = t.collection('indexedPrices');
    await indexed.createIndex({ price: 1 });
    await indexed.insertMany([
      { _id: 1, price: dec('5.0') },
      { _id: 2, price: 7 },
    ]);
    expect((await indexed.find({ price: 5 }).toArray()).map((d) => d._id)).toEqual([1]);
    expect((await indexed.find({ price: dec('7.00') }).toArray()).map((d) => d._id)).toEqual([2]);
  });

  it('sorts numbers of every type by value, NaN first', async () => {
    const mixed = t.collection('mixedSort');
    await mixed.insertMany([
      { _id: 'decimal 5.01', v: dec('5.01') },
      { _id: 'int 5', v: new Int32(5) },
      { _id: 'long 2^53+1', v: Long.fromString(BIG) },
      { _id: 'double 5.005', v: 5.005 },
      { _id: 'decimal 1E+30', v: dec('1E+30') },
      { _id: 'double 2^53', v: 9007199254740992 },
      { _id: 'decimal -0.5', v: dec('-0.5') },
      { _id: 'NaN', v: NaN },
    ]);
    const order = (await mixed.find().sort({ v: 1 }).toArray()).map((d) => d._id);
    expect(order).toEqual([
      'NaN',
      'decimal -0.5',
      'int 5',
      'double 5.005',
      'decimal 5.01',
      'double 2^53',
      'long 2^53+1',
      'decimal 1E+30',
    ]);
    const aggregated = await mixed.aggregate([{ $sort: { v: -1 } }, { $limit: 2 }]).toArray();
    expect(aggregated.map((d) => d._id)).toEqual(['decimal 1E+30', 'long 2^53+1']);
  });

  it('matches NaN only by equality, as mongod does', async () => {
    const nan = t.collection('nanValues');
    await nan.insertMany([
      { _id: 1, v: NaN },
      { _id: 2, v: dec('NaN') },
      { _id: 3, v: 1 },
    ]);
    const found = async (filter: Document) =>
      (await nan.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await found({ v: { $lte: 5 } })).toEqual([3]);
    expect(await found({ v: { $gt: -Infinity } })).toEqual([3]);
    expect(await found({ v: NaN })).toEqual([1, 2]);
    expect(await found({ v: { $gte: dec('NaN') } })).toEqual([1, 2]);
  });

  it('refuses a second key equal by value in a unique index or as _id', async () => {
    const unique = t.collection('uniqueAmounts');
    await unique.createIndex({ amount: 1 }, { unique: true });
    await unique.insertOne({ _id: 1, amount: 5 });
    await expect(unique.insertOne({ _id: 2, amount: dec('5.0') })).rejects.toMatchObject({
      code: 11000,
    });
    await expect(unique.insertOne({ _id: dec('1'), amount: 6 } as never)).rejects.toMatchObject({
      code: 11000,
    });
    // 2^60: a Long beyond 2^53 that a double holds exactly.
    await unique.insertOne({ _id: 3, amount: Long.fromString('1152921504606846976') });
    await expect(unique.insertOne({ _id: 4, amount: 2 ** 60 })).rejects.toMatchObject({
      code: 11000,
    });
  });
});

/** mongod compares an embedded document field by field, in order, and an array element by element, numbers by value. */
describe('documents and arrays holding numbers of different BSON types', () => {
  const nested = () => t.collection('nestedNumbers');
  const ids = async (filter: Document) =>
    (await nested().find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);

  beforeAll(async () => {
    await nested().insertMany([
      { _id: 1, sub: { a: dec('5'), b: 'x' } },
      { _id: 2, sub: { a: 5, b: 'x' } },
      { _id: 3, sub: { b: 'x', a: 5 } },
      { _id: 4, sub: { a: dec('5.1'), b: 'x' }, arr: [dec('5'), Long.fromString(BIG)] },
      { _id: 5, arr: [[dec('5.0')], 'y'] },
      { _id: 6, arr: [new Int32(5)] },
    ]);
  });

  it('matches a whole subdocument by value, field order included', async () => {
    expect(await ids({ sub: { a: 5, b: 'x' } })).toEqual([1, 2]);
    expect(await ids({ sub: { a: dec('5.00'), b: 'x' } })).toEqual([1, 2]);
    expect(await ids({ sub: { $eq: { a: Long.fromString('5'), b: 'x' } } })).toEqual([1, 2]);
    expect(await ids({ sub: { a: 5.1, b: 'x' } })).toEqual([]);
    expect(await ids({ sub: { $ne: { a: 5, b: 'x' } } })).toEqual([3, 4, 5, 6]);
    expect(await ids({ sub: { $in: [{ a: 5, b: 'x' }, 'other'] } })).toEqual([1, 2]);
    expect(await ids({ sub: { $nin: [{ a: dec('5.1'), b: 'x' }] } })).toEqual([1, 2, 3, 5, 6]);
  });

  it('matches a whole array by value, or an element equal to it', async () => {
    expect(await ids({ arr: [5, dec(BIG)] })).toEqual([4]);
    expect(await ids({ arr: [5] })).toEqual([5, 6]);
    expect(await ids({ arr: [dec('5')] })).toEqual([5, 6]);
    expect(await ids({ arr: { $in: [[5], 'z'] } })).toEqual([5, 6]);
    expect(await ids({ arr: [5, 9007199254740992] })).toEqual([]);
  });

  it('matches $all by value, with numbers, documents and arrays among its values', async () => {
    expect(await ids({ arr: { $all: [5] } })).toEqual([4, 6]);
    expect(await ids({ arr: { $all: [dec(BIG), 5] } })).toEqual([4]);
    expect(await ids({ arr: { $all: [[5], 'y'] } })).toEqual([5]);
    expect(await ids({ arr: { $all: [5, 'y'] } })).toEqual([]);
    expect(await ids({ arr: { $all: [{ $elemMatch: { $gt: 4 } }, dec('5')] } })).toEqual([4, 6]);
  });
});
