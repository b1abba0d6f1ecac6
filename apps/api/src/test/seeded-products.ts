import type { Models } from '../db/models.js';
import type { ProductRecord } from '../modules/products/products.model.js';

/** The first three products of the seeded catalogue (run seedDatabase first), in shop order. */
export async function firstSeededProducts(
  models: Models,
): Promise<[ProductRecord, ProductRecord, ProductRecord]> {
  const [first, second, third] = await models.Product.find().sort({ _id: 1 }).limit(3).lean();
  if (first === undefined || second === undefined || third === undefined) {
    throw new Error('The seeded catalogue should hold at least three products');
  }
  return [first, second, third];
}
