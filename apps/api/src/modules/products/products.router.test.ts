import { CATEGORIES, endpoints, PRODUCT_ART, productArtUrl } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { call, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_MAX_AGE_MS: '100' } });
  await seedDatabase(t.db.models);
});
afterAll(() => t.close());

/** Bumps a product's price by ₹10 as another process would (raw driver: no mongoose middleware). */
async function bumpPriceOutsideMongoose(title: string): Promise<number> {
  const products = t.db.connection.collection<{ title: string; pricePaise: number }>('products');
  const updated = await products.findOneAndUpdate(
    { title },
    { $inc: { pricePaise: 1000 } },
    { returnDocument: 'after' },
  );
  return updated!.pricePaise / 100;
}

// The server runs the fast path (http/fast-path.ts); the Express route serves the same bytes
// to whatever the fast path hands over. Both must behave identically.
describe.each([
  ['the Express app', () => t.app],
  ['the server handler (fast path)', () => t.handleRequest],
])('GET /getproducts through %s', (_name, target) => {
  /** superagent asks for gzip by default; most tests look at the plain representation. */
  const getProducts = () =>
    call(target(), endpoints.getProducts).set('Accept-Encoding', 'identity');

  it('lists the seeded catalogue in the contract shape', async () => {
    const products = expectSuccess(endpoints.getProducts, await getProducts());
    expect(products.length).toBeGreaterThanOrEqual(24);
    for (const category of CATEGORIES) {
      expect(
        products.filter((product) => product.category === category).length,
      ).toBeGreaterThanOrEqual(6);
    }
    const artUrls = new Set(PRODUCT_ART.map(productArtUrl));
    expect(products.every((product) => artUrls.has(product.imageUrl))).toBe(true);
    expect(new Set(products.map((product) => product.imageUrl)).size).toBe(products.length);
  });

  it('carries every product’s label: nutrition per serving, diet mark, allergens, ingredients', async () => {
    const products = expectSuccess(endpoints.getProducts, await getProducts());
    for (const product of products) {
      expect(product.nutrition?.servingSize).toMatch(/^\d+ (ml|g)$/);
      expect(product.diet).not.toBeNull();
      expect(product.ingredients.length).toBeGreaterThan(0);
    }
    expect(products.find((p) => p.title === 'Paneer Tikka Skewers')).toMatchObject({
      nutrition: {
        servingSize: '220 g',
        kcal: 330,
        protein: 24,
        carbs: 10,
        fat: 22,
        fibre: 2.4,
        sugar: 5.6,
        sodium: 510,
      },
      diet: 'veg',
      allergens: ['milk'],
    });
  });

  it('converts stored paise to whole rupees', async () => {
    const stored = await t.db.models.Product.findOne({
      title: 'Classic Chocolate Whey Shake',
    }).lean();
    expect(stored?.pricePaise).toBe(17_900);
    const products = expectSuccess(endpoints.getProducts, await getProducts());
    expect(
      products.find((product) => product.title === 'Classic Chocolate Whey Shake')?.price,
    ).toBe(179);
  });

  it('sends JSON with a strong ETag and asks clients to revalidate', async () => {
    const response = await getProducts();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.text));
  });

  it('answers 304 with no body when If-None-Match matches', async () => {
    const { headers } = await getProducts();
    const response = await getProducts().set('If-None-Match', headers.etag!);
    expect(response.status).toBe(304);
    expect(response.text).toBeFalsy();
    expect(response.headers.etag).toBe(headers.etag);
    const weak = await getProducts().set('If-None-Match', `"other", W/${headers.etag}`);
    expect(weak.status).toBe(304);
  });

  it('answers 200 when If-None-Match does not match', async () => {
    const response = await getProducts().set('If-None-Match', '"stale"');
    expect(response.status).toBe(200);
  });

  it('serves precomputed gzip to clients that accept it', async () => {
    const plain = await getProducts();
    // superagent inflates the body itself; the headers show what travelled.
    const response = await request(target())
      .get('/getproducts')
      .set('Accept-Encoding', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBeLessThan(
      Number(plain.headers['content-length']) / 2,
    );
    expect(response.headers.etag).not.toBe(plain.headers.etag);
    expect(response.body).toEqual(plain.body);
    const revalidated = await getProducts()
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', response.headers.etag!);
    expect(revalidated.status).toBe(304);
  });

  it('changes the ETag and the content as soon as a product changes through mongoose', async () => {
    const before = await getProducts();
    const updated = await t.db.models.Product.findOneAndUpdate(
      { title: 'Cold Coffee Protein Shake' },
      { $inc: { pricePaise: 1000 } },
      { returnDocument: 'after' },
    ).lean();
    const after = await getProducts().set('If-None-Match', before.headers.etag!);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const products = expectSuccess(endpoints.getProducts, after);
    expect(products.find((product) => product.title === 'Cold Coffee Protein Shake')?.price).toBe(
      updated!.pricePaise / 100,
    );
  });

  it('shows new and deleted products at once', async () => {
    const created = await t.db.models.Product.create({
      title: 'Test Lassi',
      description: 'Sweet',
      imageUrl: productArtUrl('1f95b'),
      pricePaise: 9_900,
      category: 'Shakes',
    });
    expect(expectSuccess(endpoints.getProducts, await getProducts()).map((p) => p.title)).toContain(
      'Test Lassi',
    );
    await created.deleteOne();
    expect(
      expectSuccess(endpoints.getProducts, await getProducts()).map((p) => p.title),
    ).not.toContain('Test Lassi');
  });

  it('picks up a write made outside this process once the cache is older than its max age', async () => {
    const before = await getProducts();
    const price = await bumpPriceOutsideMongoose('Sweet Potato Chaat');
    await vi.waitFor(
      async () => {
        const products = expectSuccess(endpoints.getProducts, await getProducts());
        expect(products.find((product) => product.title === 'Sweet Potato Chaat')?.price).toBe(
          price,
        );
      },
      { timeout: 10_000, interval: 50 },
    );
    expect((await getProducts()).headers.etag).not.toBe(before.headers.etag);
  });

  it('reads a label whose allergens cannot be read as undeclared, never as allergen-free', async () => {
    const products = t.db.connection.collection('products');
    const { insertedId } = await products.insertOne({
      title: 'Hand-Labelled Laddoo',
      description: 'Labelled by hand in the database',
      imageUrl: '/art/1f964.webp',
      pricePaise: 9_900,
      category: 'Appetizer',
      // 4 × 6 + 4 × 20 + 9 × 12 = 212 kcal from the macros.
      nutrition: {
        servingSize: '60 g',
        kcal: 220,
        protein: 6,
        carbs: 20,
        fat: 12,
        fibre: 2,
        sugar: 10,
        sodium: 40,
      },
      diet: 'veg',
      // Not the contract's spelling: the peanut in it must not read as 'No declared allergens'.
      allergens: ['Peanut'],
      ingredients: 'Peanuts, jaggery, ghee (milk)',
    });
    try {
      await t.db.models.Product.updateOne(
        { title: 'Sweet Potato Chaat' },
        { $inc: { pricePaise: 1000 } },
      );
      const laddoo = expectSuccess(endpoints.getProducts, await getProducts()).find(
        (product) => product.title === 'Hand-Labelled Laddoo',
      );
      expect(laddoo).toMatchObject({
        nutrition: null,
        allergens: [],
        diet: 'veg',
        ingredients: 'Peanuts, jaggery, ghee (milk)',
      });
    } finally {
      await products.deleteOne({ _id: insertedId });
    }
  });

  it('leaves out a stored product the contract cannot carry, instead of failing', async () => {
    await t.db.connection.collection('products').deleteMany({ title: 'Broken' });
    await t.db.connection.collection('products').insertOne({
      title: 'Broken',
      description: 'Has paise',
      imageUrl: '/art/1f964.webp',
      pricePaise: 12_345,
      category: 'Shakes',
    });
    await t.db.models.Product.updateOne(
      { title: 'Sweet Potato Chaat' },
      { $inc: { pricePaise: 1000 } },
    );
    const products = expectSuccess(endpoints.getProducts, await getProducts());
    expect(products.map((product) => product.title)).not.toContain('Broken');
    expect(products.length).toBeGreaterThanOrEqual(24);
  });
});
