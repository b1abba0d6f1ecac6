import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.collection('products').insertMany([
    { _id: 'p1', name: 'Whey shake', category: 'shake', price: 250 },
    { _id: 'p2', name: 'Berry smoothie', category: 'smoothie', price: 180 },
    { _id: 'p3', name: 'Cocoa shake', category: 'shake', price: 220 },
  ]);
  await t.collection('orders').insertMany([
    {
      _id: 1,
      user: 'u1',
      lines: [
        { product: 'p1', qty: 2 },
        { product: 'p2', qty: 1 },
      ],
    },
    { _id: 2, user: 'u2', lines: [{ product: 'p1', qty: 1 }] },
    { _id: 3, user: 'u1', lines: [{ product: 'p3', qty: 4 }] },
  ]);
});
afterAll(() => t.close());

describe('aggregate', () => {
  it('runs $match, $group and $sort', async () => {
    const result = await t
      .collection('products')
      .aggregate([
        { $match: { price: { $gte: 200 } } },
        { $group: { _id: '$category', total: { $sum: '$price' }, count: { $sum: 1 } } },
        { $sort: { total: -1 } },
      ])
      .toArray();
    expect(result).toEqual([{ _id: 'shake', total: 470, count: 2 }]);
  });

  it('joins across collections with $unwind, $lookup and $project', async () => {
    const result = await t
      .collection('orders')
      .aggregate([
        { $match: { user: 'u1' } },
        { $unwind: '$lines' },
        {
          $lookup: {
            from: 'products',
            localField: 'lines.product',
            foreignField: '_id',
            as: 'product',
          },
        },
        { $unwind: '$product' },
        {
          $project: {
            _id: 0,
            order: '$_id',
            name: '$product.name',
            amount: { $multiply: ['$lines.qty', '$product.price'] },
          },
        },
        { $sort: { amount: -1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { order: 3, name: 'Cocoa shake', amount: 880 },
      { order: 1, name: 'Whey shake', amount: 500 },
      { order: 1, name: 'Berry smoothie', amount: 180 },
    ]);
  });

  it('supports $lookup with a pipeline, $count and $facet', async () => {
    const [withOrders] = await t
      .collection('products')
      .aggregate([
        { $match: { _id: 'p1' } },
        {
          $lookup: {
            from: 'orders',
            let: { id: '$_id' },
            pipeline: [
              { $match: { $expr: { $in: ['$$id', '$lines.product'] } } },
              { $project: { user: 1 } },
            ],
            as: 'orders',
          },
        },
      ])
      .toArray();
    expect(withOrders?.orders).toEqual([
      { _id: 1, user: 'u1' },
      { _id: 2, user: 'u2' },
    ]);
    const [facets] = await t
      .collection('products')
      .aggregate([
        {
          $facet: { count: [{ $count: 'n' }], cheapest: [{ $sort: { price: 1 } }, { $limit: 1 }] },
        },
      ])
      .toArray();
    expect(facets).toEqual({
      count: [{ n: 3 }],
      cheapest: [{ _id: 'p2', name: 'Berry smoothie', category: 'smoothie', price: 180 }],
    });
  });

  it('runs a $lookup pipeline on the matching documents only, with localField and foreignField', async () => {
    const result = await t
      .collection('orders')
      .aggregate([
        { $match: { _id: { $in: [2, 3] } } },
        {
          $lookup: {
            from: 'products',
            localField: 'lines.product',
            foreignField: '_id',
            pipeline: [{ $project: { _id: 0, name: 1 } }],
            as: 'names',
          },
        },
        { $project: { names: 1 } },
      ])
      .toArray();
    expect(result).toEqual([
      { _id: 2, names: [{ name: 'Whey shake' }] },
      { _id: 3, names: [{ name: 'Cocoa shake' }] },
    ]);
  });

  it('joins an array localField in the foreign collection order, skipping values that match nothing', async () => {
    const [joined] = await t
      .collection('orders')
      .aggregate([
        { $match: { _id: 1 } },
        { $set: { wanted: ['p3', 'gone', 'p1'] } },
        { $lookup: { from: 'products', localField: 'wanted', foreignField: '_id', as: 'found' } },
        { $project: { ids: '$found._id' } },
      ])
      .toArray();
    expect(joined).toEqual({ _id: 1, ids: ['p1', 'p3'] });
  });

  it('leaves stored documents untouched by stages that reshape their input', async () => {
    await t
      .collection('orders')
      .aggregate([
        { $unwind: { path: '$lines', includeArrayIndex: 'i' } },
        { $addFields: { 'lines.extra': true, user: 'x' } },
      ])
      .toArray();
    expect(await t.collection('orders').findOne({ _id: 1 })).toEqual({
      _id: 1,
      user: 'u1',
      lines: [
        { product: 'p1', qty: 2 },
        { product: 'p2', qty: 1 },
      ],
    });
  });

  it('returns results through a cursor with batchSize', async () => {
    await t.collection('bulk').insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
    const all = await t
      .collection('bulk')
      .aggregate([{ $sort: { i: -1 } }], { batchSize: 20 })
      .toArray();
    expect(all).toHaveLength(250);
    expect(all[0]?.i).toBe(249);
  });

  it('refuses to explain a pipeline with a write concern instead of ignoring it', async () => {
    await expect(
      t.db.command({
        explain: {
          aggregate: 'products',
          pipeline: [{ $out: 'copy' }],
          cursor: {},
          writeConcern: { j: true },
        },
      }),
    ).rejects.toMatchObject({ code: 72 });
  });

  it('refuses $setWindowFields, naming it, even inside $facet', async () => {
    const stage = {
      $setWindowFields: { sortBy: { price: 1 }, output: { n: { $documentNumber: {} } } },
    };
    for (const pipeline of [[stage], [{ $facet: { ranked: [stage] } }]]) {
      await expect(t.collection('products').aggregate(pipeline).toArray()).rejects.toMatchObject({
        code: 72,
        message: expect.stringContaining('$setWindowFields is not supported'),
      });
    }
  });

  it('refuses $out and $merge anywhere but the last stage', async () => {
    await expect(
      t
        .collection('products')
        .aggregate([{ $out: 'copy' }, { $match: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: 40601 });
    await expect(
      t
        .collection('products')
        .aggregate([{ $facet: { copy: [{ $merge: { into: 'copy' } }] } }])
        .toArray(),
    ).rejects.toMatchObject({ code: 51047 });
  });

  it("refuses find's positional projection in a $project, also nested and inside $facet", async () => {
    const refusal = {
      code: 31324,
      codeName: 'Location31324',
      errmsg:
        'Invalid $project :: caused by :: Cannot use positional projection in aggregation projection',
    };
    for (const pipeline of [
      [{ $match: { 'lines.qty': 2 } }, { $project: { 'lines.$': 1 } }],
      [{ $project: { lines: { 'qty.$': 1 } } }],
      [{ $facet: { first: [{ $project: { 'lines.$': 1 } }] } }],
    ]) {
      await expect(t.collection('orders').aggregate(pipeline).toArray()).rejects.toMatchObject(
        refusal,
      );
    }
    // An expression on the array stays allowed.
    await expect(
      t
        .collection('orders')
        .aggregate([{ $match: { _id: 1 } }, { $project: { first: { $first: '$lines.qty' } } }])
        .toArray(),
    ).resolves.toEqual([{ _id: 1, first: 2 }]);
  });

  it('reports bad pipelines as errors', async () => {
    await expect(
      t
        .collection('products')
        .aggregate([{ $nope: {} }])
        .toArray(),
    ).rejects.toThrow();
    await expect(
      t.db.command({ aggregate: 'products', pipeline: [{ $match: {} }] }),
    ).rejects.toThrow(/cursor/);
    await expect(
      t.db.command({ aggregate: 'products', pipeline: 'x', cursor: {} }),
    ).rejects.toThrow(/pipeline/);
  });
});
