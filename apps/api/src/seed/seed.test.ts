import { CATEGORIES, PRODUCT_ART, productArtUrl, productSchema, toPaise } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';
import { SEED_GYMS } from './gyms.js';
import { SEED_PRODUCTS } from './products.js';
import { SEED_REVIEWS } from './reviews.js';
import { isDatabaseEmpty, seedDatabase } from './seed.js';
import { sampleVouchers } from './vouchers.js';

const SEED_VOUCHERS = sampleVouchers(new Date());

describe('the seed data', () => {
  it('has at least 24 products, 6 per category, with whole-rupee prices from ₹99 to ₹449', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(24);
    for (const category of CATEGORIES) {
      expect(
        SEED_PRODUCTS.filter((product) => product.category === category).length,
      ).toBeGreaterThanOrEqual(6);
    }
    for (const { price } of SEED_PRODUCTS) {
      expect(Number.isInteger(price)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(99);
      expect(price).toBeLessThanOrEqual(449);
    }
  });

  it('gives every product its own packaged art and a unique title', () => {
    const art = SEED_PRODUCTS.map((product) => product.art);
    expect(new Set(art).size).toBe(art.length);
    expect(art.every((code) => (PRODUCT_ART as readonly string[]).includes(code))).toBe(true);
    expect(new Set(SEED_PRODUCTS.map((product) => product.title)).size).toBe(SEED_PRODUCTS.length);
  });

  it('has at least 8 gyms, 3 vouchers with one inactive, and reviews of real products', () => {
    expect(SEED_GYMS.length).toBeGreaterThanOrEqual(8);
    expect(SEED_VOUCHERS.length).toBeGreaterThanOrEqual(3);
    expect(SEED_VOUCHERS.some((voucher) => !voucher.isActive)).toBe(true);
    const titles = new Set(SEED_PRODUCTS.map((product) => product.title));
    expect(SEED_REVIEWS.every((review) => titles.has(review.productTitle))).toBe(true);
  });
});

describe('seedDatabase', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  const countAll = async () => ({
    products: await db.models.Product.countDocuments(),
    gyms: await db.models.Gym.countDocuments(),
    vouchers: await db.models.Voucher.countDocuments(),
    reviews: await db.models.Review.countDocuments(),
  });

  it('fills an empty database', async () => {
    expect(await isDatabaseEmpty(db.models)).toBe(true);
    const report = await seedDatabase(db.models);
    expect(report.products).toEqual({ inserted: SEED_PRODUCTS.length, updated: 0 });
    expect(report.gyms.inserted).toBe(SEED_GYMS.length);
    expect(report.vouchers).toEqual({ inserted: SEED_VOUCHERS.length, updated: 0 });
    expect(report.reviews.inserted).toBe(SEED_REVIEWS.length);
    expect(await isDatabaseEmpty(db.models)).toBe(false);
  });

  it('stores prices in paise and art from the packaged set', async () => {
    const stored = await db.models.Product.findOne({ title: SEED_PRODUCTS[0]?.title }).lean();
    expect(stored?.pricePaise).toBe(toPaise(SEED_PRODUCTS[0]!.price));
    expect(stored?.imageUrl).toBe(productArtUrl(SEED_PRODUCTS[0]!.art));
  });

  it('gives each product the fixed id the web prerenders its page under', async () => {
    const mango = await db.models.Product.findOne({
      title: 'Alphonso Mango Protein Smoothie',
    }).lean();
    expect(String(mango?._id)).toBe('5eed00000000000000000001');
    const lamb = await db.models.Product.findOne({
      title: 'Grilled Lamb Steak with Greens',
    }).lean();
    expect(String(lamb?._id)).toBe('5eed00000000000000000028');
  });

  it('links each review to its product', async () => {
    const reviews = await db.models.Review.find().lean();
    expect(reviews.every((review) => review.productId !== undefined)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const before = await countAll();
    const report = await seedDatabase(db.models);
    for (const counts of Object.values(report)) expect(counts).toEqual({ inserted: 0, updated: 0 });
    expect(await countAll()).toEqual(before);
  });

  it('restores a changed seed value and leaves other documents alone', async () => {
    await db.models.Product.updateOne({ title: 'Sweet Potato Chaat' }, { $set: { pricePaise: 1 } });
    await db.models.Voucher.create({ code: 'STAFF50', discountPercentage: 50, isActive: true });
    const report = await seedDatabase(db.models);
    expect(report.products).toEqual({ inserted: 0, updated: 1 });
    const restored = await db.models.Product.findOne({ title: 'Sweet Potato Chaat' }).lean();
    expect(restored?.pricePaise).toBe(14_900);
    expect(await db.models.Voucher.exists({ code: 'STAFF50' })).not.toBeNull();
  });

  it('never puts back a gym’s hours an owner changed in the console', async () => {
    const gym = 'Iron Temple Fitness Bandra';
    await db.models.Gym.updateOne({ name: gym }, { $set: { opensAt: '07:00', closesAt: '21:00' } });
    await seedDatabase(db.models);
    expect(await db.models.Gym.findOne({ name: gym }).lean()).toMatchObject({
      opensAt: '07:00',
      closesAt: '21:00',
      handoverPoint: 'Front desk',
    });
  });

  it('never puts a product the owner marked sold out back on sale', async () => {
    await db.models.Product.updateOne(
      { title: 'Sweet Potato Chaat' },
      { $set: { available: false, pricePaise: 1 } },
    );
    const report = await seedDatabase(db.models);
    expect(report.products).toEqual({ inserted: 0, updated: 1 });
    const product = await db.models.Product.findOne({ title: 'Sweet Potato Chaat' }).lean();
    expect(product).toMatchObject({ available: false, pricePaise: 14_900 });
  });

  it('never re-activates a voucher an operator switched off, but restores its discount', async () => {
    await db.models.Voucher.updateOne(
      { code: 'FIT10' },
      { $set: { isActive: false, discountPercentage: 50 } },
    );
    const report = await seedDatabase(db.models);
    expect(report.vouchers).toEqual({ inserted: 0, updated: 1 });
    const voucher = await db.models.Voucher.findOne({ code: 'FIT10' }).lean();
    expect(voucher).toMatchObject({ isActive: false, discountPercentage: 10 });
  });

  it('adds the sample rule vouchers, dated from the seed time in India', async () => {
    const other = await openTestDatabase();
    try {
      // 01:30 on 1 Dec 2026 in India, still 30 Nov in UTC.
      await seedDatabase(
        other.models,
        { NODE_ENV: 'development' },
        new Date('2026-11-30T20:00:00Z'),
      );
      const byCode = async (code: string) =>
        other.models.Voucher.findOne(
          { code },
          { _id: 0, createdAt: 0, updatedAt: 0, __v: 0 },
        ).lean();
      expect(await byCode('FIT10')).toEqual({
        code: 'FIT10',
        discountPercentage: 10,
        isActive: true,
        perCustomerLimit: null,
      });
      expect(await byCode('MIN499')).toMatchObject({
        discountPercentage: 10,
        minOrderPaise: 49_900,
      });
      expect(await byCode('FIRST50')).toMatchObject({
        discountPercentage: 50,
        maxDiscountPaise: 15_000,
        firstOrderOnly: true,
        perCustomerLimit: 1,
      });
      expect(await byCode('LIMITED5')).toMatchObject({
        discountPercentage: 15,
        usageLimit: 5,
        perCustomerLimit: 1,
      });
      // Midnight in India a week before 1 Dec, and midnight on the first of next month.
      expect((await byCode('EXPIRED'))?.validUntil).toEqual(new Date('2026-11-23T18:30:00Z'));
      expect((await byCode('SOON'))?.validFrom).toEqual(new Date('2026-12-31T18:30:00Z'));
    } finally {
      await other.close();
    }
  });

  it('produces products the contract accepts', async () => {
    const records = await db.models.Product.find().lean();
    for (const record of records) {
      expect(
        productSchema.safeParse({
          ...record,
          _id: record._id.toHexString(),
          price: record.pricePaise / 100,
        }).success,
      ).toBe(true);
    }
  });
});

describe('seedDatabase in production', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('seeds the catalogue but never the sample voucher codes', async () => {
    const report = await seedDatabase(db.models, { NODE_ENV: 'production' });
    expect(report.products).toEqual({ inserted: SEED_PRODUCTS.length, updated: 0 });
    expect(report.vouchers).toBeUndefined();
    expect(await db.models.Voucher.countDocuments()).toBe(0);
  });
});
