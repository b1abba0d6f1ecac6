import mongoose from 'mongoose';
import type { Config } from '../config/env.js';
import type { Models } from '../db/models.js';
import { isDuplicateKey } from '../errors/duplicate-key.js';
import { SEED_GYMS } from './gyms.js';
import { SEED_PRODUCTS, toStoredProduct } from './products.js';
import { SEED_REVIEWS } from './reviews.js';
import { upsertOps } from './upsert-ops.js';
import { sampleVouchers } from './vouchers.js';

export interface SeedCounts {
  inserted: number;
  updated: number;
}

/** `vouchers` is absent when the sample codes were left out (production). */
export type SeedReport = Record<'products' | 'gyms' | 'reviews', SeedCounts> & {
  vouchers?: SeedCounts;
};

const counts = (result: { upsertedCount: number; modifiedCount: number }): SeedCounts => ({
  inserted: result.upsertedCount,
  updated: result.modifiedCount,
});

/**
 * Upserts the seed data by natural key (product title, gym name, voucher code; a review by
 * its author and text), so running it again changes nothing, and a seed value changed since
 * (a price, a description) is put back. Reviews are only ever added: people's words are not
 * rewritten, and a voucher's active flag is the operator's. Other documents are left alone.
 *
 * The environment decides the sets: the sample voucher codes are public (they are in this
 * repository), so a production shop never gets them, whether seeded on start or by `pnpm seed`.
 * Their dates are relative to `now` and written once (a second run does not move them).
 */
export async function seedDatabase(
  { Product, Gym, Voucher, Review }: Models,
  { NODE_ENV }: Pick<Config, 'NODE_ENV'> = { NODE_ENV: 'development' },
  now: Date = new Date(),
): Promise<SeedReport> {
  const inserted = await insertMissingProducts({ Product }, now);
  const products = await Product.bulkWrite(
    // Sold out is the owner's call for the day: seeding again never puts a product back on sale.
    upsertOps(['title'], SEED_PRODUCTS.map(toStoredProduct), {
      restore: true,
      insertOnly: ['_id', 'available'],
    }),
  );
  // Hours are the owner's to change in the console: a seed run never puts them back.
  const gyms = await Gym.bulkWrite(
    upsertOps(['name'], SEED_GYMS, { restore: true, insertOnly: ['opensAt', 'closesAt'] }),
  );
  const vouchers =
    NODE_ENV === 'production'
      ? undefined
      : await Voucher.bulkWrite(
          upsertOps(['code'], sampleVouchers(now), {
            restore: true,
            insertOnly: ['isActive', 'validFrom', 'validUntil'],
          }),
        );

  const reviewed = await Product.find(
    // sanitizeFilter (db/database.ts) neutralises operators unless they are marked trusted.
    { title: mongoose.trusted({ $in: SEED_REVIEWS.map((review) => review.productTitle) }) },
    { title: 1 },
  ).lean();
  const productIdByTitle = new Map(reviewed.map((product) => [product.title, product._id]));
  const reviewRows = SEED_REVIEWS.map(({ productTitle, ...review }) => ({
    ...review,
    productId: productIdByTitle.get(productTitle),
  }));
  const reviews = await Review.bulkWrite(
    upsertOps(['userName', 'review'], reviewRows, { restore: false }),
  );

  return {
    products: { inserted, updated: products.modifiedCount },
    gyms: counts(gyms),
    ...(vouchers === undefined ? {} : { vouchers: counts(vouchers) }),
    reviews: counts(reviews),
  };
}

/**
 * Inserts the seeded products the catalogue lacks, each under its fixed _id, so the web's
 * prerendered /product/{id} pages name real products. An upsert cannot do it (the embedded
 * engine refuses an _id in $setOnInsert). A product already there under another id (a catalogue
 * seeded before the ids were fixed) keeps it: its page is served by the SPA instead. A seed
 * running at the same time may insert some first: the unique title turns those away.
 */
async function insertMissingProducts({ Product }: Pick<Models, 'Product'>, now: Date) {
  const present = await Product.find(
    { title: mongoose.trusted({ $in: SEED_PRODUCTS.map((product) => product.title) }) },
    { title: 1 },
  ).lean();
  const presentTitles = new Set(present.map((product) => product.title));
  const missing = SEED_PRODUCTS.filter((product) => !presentTitles.has(product.title));
  if (missing.length === 0) return 0;
  const inserts = missing.map((product) => ({
    insertOne: { document: { ...toStoredProduct(product), createdAt: now, updatedAt: now } },
  }));
  try {
    return (await Product.bulkWrite(inserts, { ordered: false, timestamps: false })).insertedCount;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return (error as { insertedCount?: number }).insertedCount ?? 0;
  }
}

/** The shop counts as empty when it has no catalogue. */
export async function isDatabaseEmpty({ Product }: Models): Promise<boolean> {
  return (await Product.exists({})) === null;
}
