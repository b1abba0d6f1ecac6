import { Int32, Long, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.js';
import { BIG, dec } from './test/numbers.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Aggregation expressions and accumulators compare numbers of every BSON type by exact value, as mongod does. */
describe('numbers of different BSON types in aggregation', () => {
  const prices = () => t.collection('aggregatedPrices');
  const matching = async (expression: Document) =>
    (await prices().find({ $expr: expression }).sort({ _id: 1 }).toArray()).map((d) => d._id);
  const projected = async (expression: Document) =>
    (
      await prices()
        .aggregate([{ $sort: { _id: 1 } }, { $project: { v: expression } }])
        .toArray()
    ).map((d) => d.v);

  beforeAll(async () => {
    await prices().insertMany([
      { _id: 1, price: dec('4.99') },
      { _id: 2, price: dec('5.00') },
      { _id: 3, price: dec('5.01') },
      { _id: 4, price: Long.fromString(BIG) },
      { _id: 5, price: new Int32(6) },
      { _id: 6, price: null },
      { _id: 7 },
    ]);
  });

  it('compares in $expr by exact value; null and a missing field sort below every number', async () => {
    expect(await matching({ $gt: ['$price', 5] })).toEqual([3, 4, 5]);
    expect(await matching({ $gte: ['$price', dec('5')] })).toEqual([2, 3, 4, 5]);
    expect(await matching({ $lt: ['$price', 5] })).toEqual([1, 6, 7]);
    expect(await matching({ $lte: ['$price', 6] })).toEqual([1, 2, 3, 5, 6, 7]);
    expect(await matching({ $eq: ['$price', 5] })).toEqual([2]);
    expect(await matching({ $eq: ['$price', dec(BIG)] })).toEqual([4]);
    expect(await matching({ $eq: ['$price', 9007199254740992] })).toEqual([]);
    expect(await matching({ $ne: ['$price', 6] })).toEqual([1, 2, 3, 4, 6, 7]);
    expect(await projected({ $cmp: ['$price', 5] })).toEqual([-1, 0, 1, 1, 1, -1, -1]);
  });

  it('tells a missing field from null in expressions, as mongod does', async () => {
    expect(await matching({ $eq: ['$price', null] })).toEqual([6]);
    expect(await matching({ $lt: ['$price', null] })).toEqual([7]);
  });

  it('takes $max and $min by exact value, as accumulators and as expressions', async () => {
    const [extremes] = await prices()
      .aggregate([{ $group: { _id: null, max: { $max: '$price' }, min: { $min: '$price' } } }])
      .toArray();
    expect(extremes).toEqual({ _id: null, max: Long.fromString(BIG), min: dec('4.99') });
    expect(await projected({ $max: ['$price', 5.005] })).toEqual([
      5.005,
      5.005,
      dec('5.01'),
      Long.fromString(BIG),
      6,
      5.005,
      5.005,
    ]);
    expect(await projected({ $min: ['$price', 5.005] })).toEqual([
      dec('4.99'),
      dec('5.00'),
      5.005,
      5.005,
      5.005,
      5.005,
      5.005,
    ]);
  });

  it('refuses to sum, average or compute on a Decimal128 or a Long beyond 2^53 rather than answer wrongly', async () => {
    const refused = { code: 72, message: expect.stringMatching(/Decimal128.*use a real MongoDB/) };
    const run = (pipeline: Document[]) => prices().aggregate(pipeline).toArray();
    await expect(run([{ $group: { _id: null, s: { $sum: '$price' } } }])).rejects.toMatchObject(
      refused,
    );
    await expect(run([{ $group: { _id: null, a: { $avg: '$price' } } }])).rejects.toMatchObject(
      refused,
    );
    await expect(run([{ $project: { s: { $sum: ['$price', 1] } } }])).rejects.toMatchObject(
      refused,
    );
    for (const operator of ['$add', '$subtract', '$multiply', '$divide'])
      await expect(run([{ $project: { v: { [operator]: ['$price', 2] } } }])).rejects.toMatchObject(
        refused,
      );
    await expect(
      prices()
        .find({ $expr: { $gt: [{ $add: ['$price', 1] }, 0] } })
        .toArray(),
    ).rejects.toMatchObject(refused);
  });

  it('refuses integer arithmetic and sums beyond 2^53, where mongod computes exact longs', async () => {
    const counters = t.collection('bigCounters');
    await counters.insertMany([
      { _id: 1, n: Long.fromString('9007199254740991') },
      { _id: 2, n: new Int32(2) },
    ]);
    const refused = { code: 72, message: expect.stringMatching(/2\^53/) };
    await expect(
      counters.aggregate([{ $group: { _id: null, s: { $sum: '$n' } } }]).toArray(),
    ).rejects.toMatchObject(refused);
    await expect(
      counters.aggregate([{ $project: { v: { $add: ['$n', 2] } } }]).toArray(),
    ).rejects.toMatchObject(refused);
    await expect(
      counters.aggregate([{ $project: { v: { $multiply: ['$n', 3] } } }]).toArray(),
    ).rejects.toMatchObject(refused);
  });

  it('still sums, averages and adds plain numbers', async () => {
    const plain = t.collection('plainAmounts');
    await plain.insertMany([
      { _id: 1, paise: 1999, qty: 2 },
      { _id: 2, paise: 4500, qty: 1 },
      { _id: 3, paise: 'n/a', qty: 3 },
    ]);
    const [totals] = await plain
      .aggregate([
        {
          $group: {
            _id: null,
            sum: { $sum: '$paise' },
            count: { $sum: 1 },
            avg: { $avg: '$qty' },
            line: { $sum: { $multiply: ['$qty', 10] } },
          },
        },
      ])
      .toArray();
    expect(totals).toEqual({ _id: null, sum: 6499, count: 3, avg: 2, line: 60 });
  });
});
