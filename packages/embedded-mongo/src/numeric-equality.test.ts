import { Long, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test/harness.js';
import { BIG, dec } from './test/numbers.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Grouping, sets, membership and joins treat equal numbers of different BSON types as one value, as mongod does. */
describe('equal numbers of different BSON types', () => {
  const items = () => t.collection('equalNumbers');
  const aggregate = (pipeline: Document[]) => items().aggregate(pipeline).toArray();
  const projected = async (expression: Document) =>
    (await aggregate([{ $match: { _id: 1 } }, { $project: { _id: 0, v: expression } }]))[0]?.v;

  beforeAll(async () => {
    await items().insertMany([
      { _id: 1, price: 5, tags: [dec('5'), 'x'], big: Long.fromString(BIG) },
      { _id: 2, price: dec('5.0'), tags: [5] },
      { _id: 3, price: 6, tags: [] },
      { _id: 4, price: dec('5.00'), tags: [dec(BIG)] },
    ]);
  });

  it('$group without an _id is refused, as mongod refuses it', async () => {
    await expect(aggregate([{ $group: { n: { $sum: 1 } } }])).rejects.toThrow(/_id/);
  });

  it('$group puts equal numbers in one group whose _id is the first value seen', async () => {
    const groups = await aggregate([
      { $sort: { _id: 1 } },
      { $group: { _id: '$price', ids: { $push: '$_id' } } },
      { $sort: { _id: 1 } },
    ]);
    expect(groups).toEqual([
      { _id: 5, ids: [1, 2, 4] },
      { _id: 6, ids: [3] },
    ]);
    const [group] = await aggregate([
      { $sort: { _id: -1 } },
      { $match: { price: 5 } },
      { $group: { _id: { p: '$price' }, n: { $sum: 1 } } },
    ]);
    expect(group).toEqual({ _id: { p: dec('5.00') }, n: 3 });
  });

  it('$addToSet keeps one of equal numbers, first seen', async () => {
    const [group] = await aggregate([
      { $sort: { _id: 1 } },
      { $group: { _id: null, prices: { $addToSet: '$price' } } },
    ]);
    expect(group?.prices).toEqual([5, 6]);
  });

  it('set expressions compare numbers by value', async () => {
    expect(await projected({ $setUnion: ['$tags', [5, Long.fromNumber(5), 'x']] })).toEqual([
      dec('5'),
      'x',
    ]);
    expect(await projected({ $setIntersection: ['$tags', [5]] })).toEqual([dec('5')]);
    expect(await projected({ $setDifference: ['$tags', [5]] })).toEqual(['x']);
    expect(await projected({ $setEquals: ['$tags', ['x', 5.0]] })).toBe(true);
    expect(await projected({ $setIsSubset: [[5], '$tags'] })).toBe(true);
    expect(await projected({ $setIsSubset: [[{ a: 5 }], [{ a: dec('5') }]] })).toBe(true);
    expect(await projected({ $setIntersection: [['$big'], [dec(BIG)]] })).toEqual([
      Long.fromString(BIG),
    ]);
    expect(await projected({ $setIntersection: [['$big'], [9007199254740992]] })).toEqual([]);
  });

  it('$in and $indexOfArray find a number of another type', async () => {
    expect(await projected({ $in: [5, '$tags'] })).toBe(true);
    expect(await projected({ $in: [dec('5.000'), [1, 5]] })).toBe(true);
    expect(await projected({ $in: [4, '$tags'] })).toBe(false);
    expect(await projected({ $indexOfArray: ['$tags', 5] })).toBe(0);
    expect(await projected({ $indexOfArray: [['a', 5, 5], dec('5'), 2] })).toBe(2);
  });

  it('$lookup joins equal numbers of different types, keeping the foreign order', async () => {
    await t.collection('equalNumbersPrices').insertMany([
      { _id: 'a', price: dec('5') },
      { _id: 'b', price: 6 },
      { _id: 'c', price: 5 },
      { _id: 'd', price: [dec('6.0'), 7] },
    ]);
    const joined = await aggregate([
      { $sort: { _id: 1 } },
      {
        $lookup: {
          from: 'equalNumbersPrices',
          localField: 'price',
          foreignField: 'price',
          as: 'same',
        },
      },
      { $project: { same: '$same._id' } },
    ]);
    expect(joined).toEqual([
      { _id: 1, same: ['a', 'c'] },
      { _id: 2, same: ['a', 'c'] },
      { _id: 3, same: ['b', 'd'] },
      { _id: 4, same: ['a', 'c'] },
    ]);
    const [withPipeline] = await aggregate([
      { $match: { _id: 1 } },
      {
        $lookup: {
          from: 'equalNumbersPrices',
          localField: 'tags',
          foreignField: 'price',
          pipeline: [{ $project: { price: 1 } }],
          as: 'same',
        },
      },
    ]);
    expect(withPipeline?.same).toEqual([
      { _id: 'a', price: dec('5') },
      { _id: 'c', price: 5 },
    ]);
  });

  it('the $addToSet update refuses to add a number equal to one of another type in the array', async () => {
    await items().insertOne({ _id: 10, tags: [dec('5'), 1] });
    await expect(items().updateOne({ _id: 10 }, { $addToSet: { tags: 5 } })).rejects.toThrow(
      /cannot apply \$addToSet to 'tags' exactly/,
    );
    await expect(
      items().updateOne({ _id: 10 }, { $addToSet: { tags: { $each: [2, dec('2')] } } }),
    ).rejects.toThrow(/use a real MongoDB/);
    await items().updateOne({ _id: 10 }, { $addToSet: { tags: { $each: [1, dec('3')] } } });
    expect((await items().findOne({ _id: 10 }))?.tags).toEqual([dec('5'), 1, dec('3')]);
  });
});

/** Operators that order values as mingo does (a Decimal128 after every other value) refuse such numbers. */
describe('ordering operators given a Decimal128 or a Long beyond 2^53', () => {
  const scores = () => t.collection('orderedNumbers');
  const refusal = /embedded-mongo cannot order \$\w+ exactly/;

  beforeAll(async () => {
    await scores().insertMany([
      { _id: 1, score: dec('4.5'), list: [dec('4.5'), 9] },
      { _id: 2, score: 7, list: [1, 2] },
    ]);
  });

  it.each([
    ['$maxN', { $maxN: { input: '$score', n: 2 } }],
    ['$minN', { $minN: { input: '$score', n: 2 } }],
    ['$median', { $median: { input: '$score', method: 'approximate' } }],
    ['$percentile', { $percentile: { input: '$score', p: [0.5], method: 'approximate' } }],
    ['$top', { $top: { sortBy: { score: 1 }, output: '$_id' } }],
    ['$topN', { $topN: { n: 1, sortBy: { score: 1 }, output: '$_id' } }],
    ['$bottom', { $bottom: { sortBy: { score: 1 }, output: '$_id' } }],
    ['$bottomN', { $bottomN: { n: 1, sortBy: { score: 1 }, output: '$_id' } }],
  ])('the %s accumulator refuses', async (_name, accumulator) => {
    await expect(
      scores()
        .aggregate([{ $group: { _id: null, v: accumulator } }])
        .toArray(),
    ).rejects.toThrow(refusal);
  });

  it.each([
    ['$maxN', { $maxN: { input: '$list', n: 1 } }],
    ['$minN', { $minN: { input: '$list', n: 1 } }],
    ['$sortArray', { $sortArray: { input: '$list', sortBy: 1 } }],
    ['$median', { $median: { input: '$list', method: 'approximate' } }],
    ['$percentile', { $percentile: { input: '$list', p: [0.5], method: 'approximate' } }],
  ])('the %s expression refuses', async (_name, expression) => {
    await expect(
      scores()
        .aggregate([{ $project: { v: expression } }])
        .toArray(),
    ).rejects.toThrow(refusal);
  });

  it('$bucket and $bucketAuto refuse such boundaries and values', async () => {
    await expect(
      scores()
        .aggregate([{ $bucket: { groupBy: '$score', boundaries: [0, 5, 10] } }])
        .toArray(),
    ).rejects.toThrow(refusal);
    await expect(
      t
        .collection('orderedNumbers')
        .aggregate([
          { $match: { _id: 2 } },
          { $bucket: { groupBy: '$score', boundaries: [0, dec('5'), 10] } },
        ])
        .toArray(),
    ).rejects.toThrow(refusal);
    await expect(
      scores()
        .aggregate([{ $bucketAuto: { groupBy: '$score', buckets: 2 } }])
        .toArray(),
    ).rejects.toThrow(refusal);
  });

  it('they still order plain numbers', async () => {
    const [row] = await scores()
      .aggregate([
        { $match: { _id: 2 } },
        {
          $group: {
            _id: null,
            top: { $topN: { n: 1, sortBy: { score: -1 }, output: '$_id' } },
            max: { $maxN: { input: '$score', n: 1 } },
          },
        },
      ])
      .toArray();
    expect(row).toEqual({ _id: null, top: [2], max: [7] });
  });
});
