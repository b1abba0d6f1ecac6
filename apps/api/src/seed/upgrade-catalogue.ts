import mongoose from 'mongoose';
import type { Models } from '../db/models.js';
import { SEED_PRODUCTS } from './products.js';

/**
 * Start-up migration: a catalogue seeded before products carried labels gets the label of each
 * product it knows by title (nutrition, diet, allergens, ingredients). Only products without a
 * label are touched, so running it again changes nothing and an operator's edits stay. Unknown
 * products are left alone: they read as undeclared until someone labels them.
 * Returns how many products it labelled.
 */
export async function upgradeCatalogue({ Product }: Pick<Models, 'Product'>): Promise<number> {
  const result = await Product.bulkWrite(
    SEED_PRODUCTS.map(({ title, nutrition, diet, allergens, ingredients }) => ({
      updateOne: {
        // sanitizeFilter (db/database.ts) neutralises operators unless they are marked trusted.
        filter: { title, nutrition: mongoose.trusted({ $exists: false }) },
        update: { $set: { nutrition, diet, allergens, ingredients } },
      },
    })),
  );
  return result.modifiedCount;
}
