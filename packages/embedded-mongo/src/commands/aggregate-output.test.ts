import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.collection('sales').insertMany([
    { _id: 1, sku: 'whey', paise: 249900 },
    { _id: 2, sku: 'oats', paise: 19900 },
    { _id: 3, sku: 'whey', paise: 249900 },
  ]);
});
afterAll(() => t.close());

const totals = [{ $group: { _id: '$sku', paise: { $sum: '$paise' } } }, { $sort: { _id: 1 } }];

describe('$out and $merge', () => {
  it('$out replaces the target documents and keeps its indexes', async () => {
    await t.collection('totals').insertOne({ _id: 'stale', paise: 1 });
    await t.collection('totals').createIndex({ paise: 1 }, { name: 'paise_1' });
    expect(
      await t
        .collection('sales')
        .aggregate([...totals, { $out: 'totals' }])
        .toArray(),
    ).toEqual([]);
    expect(await t.collection('totals').find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'oats', paise: 19900 },
      { _id: 'whey', paise: 499800 },
    ]);
    const names = (await t.collection('totals').listIndexes().toArray()).map((index) => index.name);
    expect(names).toEqual(['_id_', 'paise_1']);
  });

  it('$out leaves the old documents when the results break a unique index', async () => {
    await t.collection('byPrice').insertOne({ _id: 'kept', paise: 5 });
    await t.collection('byPrice').createIndex({ paise: 1 }, { unique: true });
    await expect(
      t
        .collection('sales')
        .aggregate([{ $project: { paise: 1 } }, { $out: 'byPrice' }])
        .toArray(),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await t.collection('byPrice').find().toArray()).toEqual([{ _id: 'kept', paise: 5 }]);
  });

  it('$merge merges, replaces, keeps or fails on matches, and inserts or discards the rest', async () => {
    const target = t.collection('merged');
    await target.insertOne({ _id: 'whey', paise: 1, note: 'promo' });
    await t
      .collection('sales')
      .aggregate([...totals, { $merge: { into: 'merged' } }])
      .toArray();
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'oats', paise: 19900 },
      { _id: 'whey', paise: 499800, note: 'promo' },
    ]);
    await t
      .collection('sales')
      .aggregate([
        ...totals,
        { $merge: { into: 'merged', whenMatched: 'replace', whenNotMatched: 'discard' } },
      ])
      .toArray();
    expect(await target.findOne({ _id: 'whey' })).toEqual({ _id: 'whey', paise: 499800 });
    await t
      .collection('sales')
      .aggregate([
        ...totals,
        {
          $merge: {
            into: 'merged',
            whenMatched: [{ $set: { paise: { $add: ['$paise', '$$new.paise'] } } }],
          },
        },
      ])
      .toArray();
    expect(await target.findOne({ _id: 'oats' })).toEqual({ _id: 'oats', paise: 39800 });
    await expect(
      t
        .collection('sales')
        .aggregate([...totals, { $merge: { into: 'merged', whenMatched: 'fail' } }])
        .toArray(),
    ).rejects.toMatchObject({
      code: 11000,
      errorResponse: { keyPattern: { _id: 1 }, keyValue: { _id: 'oats' } },
    });
  });

  it('$merge on other fields needs a unique index on them, as mongod requires', async () => {
    await expect(
      t
        .collection('sales')
        .aggregate([{ $project: { _id: 0, sku: 1 } }, { $merge: { into: 'bySku', on: 'sku' } }])
        .toArray(),
    ).rejects.toMatchObject({ code: 51183 });
    await t.collection('bySku').createIndex({ sku: 1 }, { unique: true });
    await t
      .collection('sales')
      .aggregate([{ $project: { _id: 0, sku: 1 } }, { $merge: { into: 'bySku', on: 'sku' } }])
      .toArray();
    expect(await t.collection('bySku').countDocuments()).toBe(2);
  });
});
