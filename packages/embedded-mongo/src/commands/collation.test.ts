import type { Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

let t: TestServer;
const names = () => t.collection('names');
beforeAll(async () => {
  t = await startTestServer();
  await names().insertMany([
    { _id: 1, name: 'cafe' },
    { _id: 2, name: 'Café' },
    { _id: 3, name: 'CAFE' },
    { _id: 4, name: 'apple' },
    { _id: 5, name: 'Banana' },
    { _id: 6, code: 'item10' },
    { _id: 7, code: 'item9' },
  ]);
});
afterAll(() => t.close());

const ids = (documents: Array<{ _id?: unknown }>) => documents.map((document) => document._id);

describe('collation', () => {
  it('matches by strength: 1 ignores accents and case, 2 ignores case, 3 neither', async () => {
    const find = (strength: number) =>
      names()
        .find({ name: 'cafe' }, { collation: { locale: 'en', strength } })
        .toArray();
    expect(ids(await find(1))).toEqual([1, 2, 3]);
    expect(ids(await find(2))).toEqual([1, 3]);
    expect(ids(await find(3))).toEqual([1]);
    expect(ids(await names().find({ name: 'cafe' }).toArray())).toEqual([1]);
  });

  it('compares the strings inside a whole document or array operand by the collation', async () => {
    const labels = t.collection('collatedLabels');
    await labels.insertMany([
      { _id: 1, tag: { name: 'Cafe', n: 1 }, list: ['Oats', 2] },
      { _id: 2, tag: { name: 'tea', n: 1 }, list: ['oats', 3] },
    ]);
    const collation = { locale: 'en', strength: 2 };
    const found = async (filter: Document) =>
      ids(await labels.find(filter, { collation }).sort({ _id: 1 }).toArray());
    expect(await found({ tag: { name: 'CAFE', n: 1 } })).toEqual([1]);
    expect(await found({ list: ['OATS', 2] })).toEqual([1]);
    expect(await found({ tag: { $in: [{ name: 'TEA', n: 1 }] } })).toEqual([2]);
    expect(ids(await labels.find({ tag: { name: 'CAFE', n: 1 } }).toArray())).toEqual([]);
  });

  it('resolves the positional $ of an update with the collation', async () => {
    const carts = t.collection('collatedCarts');
    await carts.insertOne({
      _id: 1,
      items: [
        { sku: 'Whey', qty: 1 },
        { sku: 'oats', qty: 1 },
      ],
    });
    await carts.updateOne(
      { _id: 1, 'items.sku': 'OATS' },
      { $inc: { 'items.$.qty': 2 } },
      { collation: { locale: 'en', strength: 2 } },
    );
    expect((await carts.findOne({ _id: 1 }))?.items).toEqual([
      { sku: 'Whey', qty: 1 },
      { sku: 'oats', qty: 3 },
    ]);
  });

  it('applies to $in, $ne and to counts, deletes and updates', async () => {
    const collation = { locale: 'en', strength: 2 };
    expect(
      ids(
        await names()
          .find({ name: { $in: ['APPLE', 'banana'] } }, { collation })
          .toArray(),
      ),
    ).toEqual([4, 5]);
    expect(await names().countDocuments({ name: { $ne: 'CAFE' } }, { collation })).toBe(5);
    const updated = await names().updateMany(
      { name: 'Cafe' },
      { $set: { matched: true } },
      { collation },
    );
    expect(updated.modifiedCount).toBe(2);
    const deleted = await t
      .collection('scratch')
      .insertMany([{ w: 'Ä' }, { w: 'a' }])
      .then(() =>
        t
          .collection('scratch')
          .deleteMany({ w: 'A' }, { collation: { locale: 'de', strength: 1 } }),
      );
    expect(deleted.deletedCount).toBe(2);
  });

  it('matches a document changed earlier in the same command by its new value', async () => {
    const c = t.collection('bulk');
    await c.insertMany([
      { _id: 1, x: 'ping' },
      { _id: 2, x: 'pINg' },
    ]);
    const result = await c.bulkWrite([
      {
        updateOne: {
          filter: { x: 'ping' },
          update: { $set: { x: 'PONG' } },
          collation: { locale: 'en_US', strength: 3 },
        },
      },
      {
        replaceOne: {
          filter: { x: 'ping' },
          replacement: { _id: 6, x: 'ping' },
          upsert: true,
          collation: { locale: 'en_US', strength: 3 },
        },
      },
    ]);
    expect(result.upsertedIds).toEqual({ 1: 6 });
  });

  it('sorts in the locale order (case first and numeric ordering too)', async () => {
    const sorted = await names()
      .find({ name: { $exists: true } })
      .sort({ name: 1 })
      .collation({ locale: 'en' })
      .toArray();
    expect(sorted.map((document) => document.name)).toEqual([
      'apple',
      'Banana',
      'cafe',
      'CAFE',
      'Café',
    ]);
    const simple = await names()
      .find({ name: { $exists: true } })
      .sort({ name: 1 })
      .toArray();
    expect(simple.map((document) => document.name)).toEqual([
      'Banana',
      'CAFE',
      'Café',
      'apple',
      'cafe',
    ]);
    const numeric = await names()
      .aggregate([{ $match: { code: { $exists: true } } }, { $sort: { code: 1 } }], {
        collation: { locale: 'en', numericOrdering: true },
      })
      .toArray();
    expect(numeric.map((document) => document.code)).toEqual(['item9', 'item10']);
  });

  it('merges values the collation calls equal in distinct', async () => {
    const values = await names().distinct('name', {}, { collation: { locale: 'en', strength: 1 } });
    expect(values).toEqual(['apple', 'Banana', 'cafe']);
  });

  it('makes a unique index unique under its collation', async () => {
    const users = t.collection('users');
    await users.createIndex(
      { email: 1 },
      { unique: true, collation: { locale: 'en', strength: 2 } },
    );
    await users.insertOne({ email: 'Asha@Example.com' });
    await expect(users.insertOne({ email: 'asha@example.com' })).rejects.toMatchObject({
      code: 11000,
    });
    const [, index] = await users.listIndexes().toArray();
    expect(index).toMatchObject({ name: 'email_1', collation: { locale: 'en', strength: 2 } });
  });

  it('refuses what Intl.Collator cannot reproduce, and unknown locales', async () => {
    for (const collation of [
      { locale: 'en', strength: 5 },
      { locale: 'en', caseLevel: true },
      { locale: 'en', alternate: 'shifted' },
    ]) {
      await expect(names().find({}, { collation }).toArray()).rejects.toMatchObject({ code: 72 });
    }
    await expect(
      names()
        .find({}, { collation: { locale: 'xx-nope' } })
        .toArray(),
    ).rejects.toMatchObject({ code: 2 });
    await expect(
      names()
        .find({ name: { $gt: 'b' } }, { collation: { locale: 'en' } })
        .toArray(),
    ).rejects.toMatchObject({ code: 72 });
  });
});
