import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITLE_INDEX } from '../modules/products/products.model.js';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';
import { upgradeProductTitles } from './upgrade-product-titles.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('upgrading product titles saved by older versions', () => {
  it('numbers titles taken twice but for case, then builds the index unique whatever the case', async () => {
    const { Product } = db.models;
    // A database from before: titles unique only as typed.
    await Product.collection.dropIndex(TITLE_INDEX);
    await Product.collection.createIndex({ title: 1 }, { unique: true, name: 'title_1' });
    const product = (title: string) => ({
      title,
      description: 'Rolled oats and peanut butter.',
      imageUrl: '/art/1f95c.webp',
      pricePaise: 9_900,
      category: 'Appetizers',
    });
    await Product.collection.insertMany([
      product('Oat Bar'),
      product('OAT BAR'),
      product('Date Bites'),
      product('oat bar'),
    ]);

    expect(await upgradeProductTitles(db.connection)).toBe(2);
    expect(await upgradeProductTitles(db.connection)).toBe(0);

    const titles = await Product.find({}, { _id: 0, title: 1 }).sort({ _id: 1 }).lean();
    expect(titles.map(({ title }) => title)).toEqual([
      'Oat Bar',
      'OAT BAR (2)',
      'Date Bites',
      'oat bar (3)',
    ]);
    await Product.createIndexes();
    const names = (await Product.collection.listIndexes().toArray()).map((index) => index.name);
    expect(names).toContain(TITLE_INDEX);
    expect(names).not.toContain('title_1');
  });

  it('does nothing on a database that never had the old index', async () => {
    expect(await upgradeProductTitles(db.connection)).toBe(0);
  });
});
