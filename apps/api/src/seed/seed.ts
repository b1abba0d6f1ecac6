import mongoose from 'mongoose';
import type { Config } from '../config/env.js';
import type { Models } from '../db/models.js';
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
  const products = await Product.bulkWrite(
    // Sold out is the owner's call for the day: seeding again never puts a product back on sale.
    upsertOps(['title'], SEED_PRODUCTS.map(toStoredProduct), {
      restore: true,
      insertOnly: ['available'],
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
    products: counts(products),
    gyms: counts(gyms),
    ...(vouchers === undefined ? {} : { vouchers: counts(vouchers) }),
    reviews: counts(reviews),
  };
}

/** The shop counts as empty when it has no catalogue. */
export async function isDatabaseEmpty({ Product }: Models): Promise<boolean> {
  return (await Product.exists({})) === null;
}
