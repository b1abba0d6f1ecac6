import { endpoints } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectSuccess } from '../test/contract.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { SEED_PRODUCTS, toStoredProduct } from './products.js';
import { upgradeCatalogue } from './upgrade-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The catalogue as an older version seeded it: the same products, no labels, ids of its own. */
async function seedLikeAnOlderVersion() {
  const products = t.db.connection.collection('products');
  await products.insertMany(
    SEED_PRODUCTS.map((product) => {
      const { _id, nutrition, diet, allergens, ingredients, ...unlabelled } =
        toStoredProduct(product);
      void [_id, nutrition, diet, allergens, ingredients];
      return { ...unlabelled, createdAt: new Date(), updatedAt: new Date() };
    }),
  );
  await products.insertOne({
    title: 'Operator’s Special Thali',
    description: 'Added by hand before labels existed.',
    imageUrl: '/art/1f35b.webp',
    pricePaise: 29900,
    category: 'Meals',
  });
}

const getProducts = async () =>
  expectSuccess(
    endpoints.getProducts,
    await call(t.app, endpoints.getProducts).set('Accept-Encoding', 'identity'),
  );

describe('upgrading a catalogue seeded before nutrition labels', () => {
  it('serves the old data without labels rather than failing', async () => {
    await seedLikeAnOlderVersion();
    const products = await getProducts();
    expect(products).toHaveLength(SEED_PRODUCTS.length + 1);
    for (const product of products) {
      expect(product).toMatchObject({
        nutrition: null,
        diet: null,
        allergens: [],
        ingredients: '',
      });
    }
  });

  it('labels every known product once, keeping its id, and leaves unknown ones undeclared', async () => {
    const idsBefore = new Map((await getProducts()).map((product) => [product.title, product._id]));

    expect(await upgradeCatalogue(t.db.models)).toBe(SEED_PRODUCTS.length);
    expect(await upgradeCatalogue(t.db.models)).toBe(0);

    const products = await getProducts();
    const mango = products.find((product) => product.title === 'Alphonso Mango Protein Smoothie');
    expect(mango?._id).toBe(idsBefore.get('Alphonso Mango Protein Smoothie'));
    expect(mango).toMatchObject({
      nutrition: {
        servingSize: '400 ml',
        kcal: 310,
        protein: 24,
        carbs: 42,
        fat: 5,
        fibre: 3.2,
        sugar: 34.5,
        sodium: 95,
      },
      diet: 'veg',
      allergens: ['milk'],
    });
    const prawns = products.find((product) => product.title === 'Peri-Peri Prawn Bites');
    expect(prawns).toMatchObject({ diet: 'non-veg', allergens: ['crustacean', 'milk'] });
    for (const product of products) expect(product._id).toBe(idsBefore.get(product.title));
    expect(products.find((product) => product.title === 'Operator’s Special Thali')).toMatchObject({
      nutrition: null,
      diet: null,
    });
  });

  it('never overwrites a label an operator has edited since', async () => {
    await t.db.models.Product.updateOne(
      { title: 'Classic Chocolate Whey Shake' },
      { $set: { 'nutrition.protein': 31.5 } },
    );
    await upgradeCatalogue(t.db.models);
    const shake = (await getProducts()).find((p) => p.title === 'Classic Chocolate Whey Shake');
    expect(shake?.nutrition?.protein).toBe(31.5);
  });

  it('reads a broken label as undeclared instead of dropping the product', async () => {
    const fresh = await createTestApp();
    try {
      await fresh.db.connection.collection('products').insertOne({
        ...toStoredProduct(SEED_PRODUCTS[0]!),
        // Written past mongoose, so the id is cast here as mongoose would.
        _id: new Types.ObjectId(SEED_PRODUCTS[0]!._id),
        nutrition: { kcal: 'lots' },
        diet: 'vegan',
        allergens: ['celery'],
        ingredients: 42,
      });
      const [product] = expectSuccess(
        endpoints.getProducts,
        await call(fresh.app, endpoints.getProducts).set('Accept-Encoding', 'identity'),
      );
      expect(product).toMatchObject({
        nutrition: null,
        diet: null,
        allergens: [],
        ingredients: '',
      });
    } finally {
      await fresh.close();
    }
  });
});
