import mongoose from 'mongoose';
import type { Models } from '../db/models.js';
import { SEED_GYMS } from './gyms.js';
import { SEED_PRODUCTS, toStoredProduct } from './products.js';
import { SEED_REVIEWS } from './reviews.js';
import { upsertOps } from './upsert-ops.js';
import { SEED_VOUCHERS } from './vouchers.js';

export interface SeedCounts {
  inserted: number;
  updated: number;
}

export type SeedReport = Record<'products' | 'gyms' | 'vouchers' | 'reviews', SeedCounts>;

const counts = (result: { upsertedCount: number; modifiedCount: number }): SeedCounts => ({
  inserted: result.upsertedCount,
  updated: result.modifiedCount,
});

/**
 * Upserts the seed data by natural key (product title, gym name, voucher code; a review by
 * its author and text), so running it again changes nothing, and a seed value changed since
 * (a price, a description) is put back. Reviews are only ever added: people's words are not
 * rewritten. Other documents are left alone.
 */
export async function seedDatabase({ Product, Gym, Voucher, Review }: Models): Promise<SeedReport> {
  const products = await Product.bulkWrite(
    upsertOps(['title'], SEED_PRODUCTS.map(toStoredProduct), { restore: true }),
  );
  const gyms = await Gym.bulkWrite(upsertOps(['name'], SEED_GYMS, { restore: true }));
  const vouchers = await Voucher.bulkWrite(upsertOps(['code'], SEED_VOUCHERS, { restore: true }));

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
    vouchers: counts(vouchers),
    reviews: counts(reviews),
  };
}

/** The shop counts as empty when it has no catalogue. */
export async function isDatabaseEmpty({ Product }: Models): Promise<boolean> {
  return (await Product.exists({})) === null;
}
