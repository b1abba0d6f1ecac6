import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { seedDatabase } from '../../seed/seed.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { ProductRecord } from './products.model.js';
import {
  createCatalogueLookup,
  PRODUCT_NOT_FOUND,
  type CatalogueLookup,
} from './catalogue-lookup.js';

let db: TestDatabase;
let catalogue: CatalogueLookup;
let first: ProductRecord;
let second: ProductRecord;
const unknownId = new Types.ObjectId().toHexString();

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDatabase(db.models);
  catalogue = createCatalogueLookup(db.models);
  [first, second] = await firstSeededProducts(db.models);
});
afterAll(() => db.close());

const idOf = (product: ProductRecord) => product._id.toHexString();

describe('catalogue lookup', () => {
  it('finds the existing products by id and leaves unknown ids out', async () => {
    const found = await catalogue.findProducts([idOf(first), unknownId]);
    expect([...found.keys()]).toEqual([idOf(first)]);
    expect(found.get(idOf(first))?.title).toBe(first.title);
    expect((await catalogue.findProducts([])).size).toBe(0);
  });

  it('requires every product, in the order asked, with a 404 for an unknown one', async () => {
    const products = await catalogue.requireProducts([idOf(second), idOf(first)]);
    expect(products.map((product) => product.title)).toEqual([second.title, first.title]);
    const failure = await catalogue.requireProducts([idOf(first), unknownId]).catch((e) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 404, message: PRODUCT_NOT_FOUND });
  });

  it('prices checkout lines with the catalogue, never with anything the client holds', async () => {
    const lines = await catalogue.priceCheckoutLines([
      { proId: idOf(second), quantity: 3 },
      { proId: idOf(first), quantity: 1 },
    ]);
    expect(lines).toEqual([
      {
        productId: idOf(second),
        productName: second.title,
        productPrice: second.pricePaise / 100,
        quantity: 3,
        image: second.imageUrl,
        protein: second.nutrition?.protein,
        kcal: second.nutrition?.kcal,
      },
      {
        productId: idOf(first),
        productName: first.title,
        productPrice: first.pricePaise / 100,
        quantity: 1,
        image: first.imageUrl,
        protein: first.nutrition?.protein,
        kcal: first.nutrition?.kcal,
      },
    ]);
    // The seeded labels, at the moment of pricing: Blueberry Blast, then Alphonso Mango.
    expect(lines.map(({ protein, kcal }) => [protein, kcal])).toEqual([
      [26, 360],
      [24, 310],
    ]);
  });

  it('refuses to price a line whose product no longer exists', async () => {
    await expect(
      catalogue.priceCheckoutLines([{ proId: unknownId, quantity: 1 }]),
    ).rejects.toMatchObject({ status: 404 });
  });

  it.each([
    ['no label at all', null],
    ['a broken label', { kcal: 'lots' }],
  ])('keeps no protein or kcal for a product with %s, as the menu shows none', async (_, label) => {
    const { insertedId } = await db.connection.collection('products').insertOne({
      title: `Unlabelled Thali ${String(label)}`,
      description: 'Labelled by hand, badly',
      imageUrl: first.imageUrl,
      pricePaise: 19900,
      category: 'Meals',
      nutrition: label,
    });
    try {
      const [line] = await catalogue.priceCheckoutLines([
        { proId: insertedId.toHexString(), quantity: 2 },
      ]);
      expect(line).toEqual({
        productId: insertedId.toHexString(),
        productName: `Unlabelled Thali ${String(label)}`,
        productPrice: 199,
        quantity: 2,
        image: first.imageUrl,
      });
    } finally {
      await db.connection.collection('products').deleteOne({ _id: insertedId });
    }
  });
});
