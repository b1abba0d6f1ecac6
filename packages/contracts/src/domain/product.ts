import { z } from '../zod.js';
import { savedVersionSchema } from '../rules/edit-version.js';
import { objectIdSchema } from '../rules/ids.js';
import { categorySchema } from '../rules/catalogue.js';
import { wholeRupeesSchema } from '../rules/amounts.js';
import { allergenSchema, dietSchema, nutritionSchema } from './nutrition.js';

export const productSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  price: wholeRupeesSchema,
  category: categorySchema,
  /**
   * Per serving (FSSAI display). Null only for a product added without its label yet: the shop
   * then shows no figures for it rather than wrong ones.
   */
  nutrition: nutritionSchema.nullable(),
  /** The veg / non-veg mark; null while undeclared, like nutrition. */
  diet: dietSchema.nullable(),
  /** Declared allergens, in FSSAI's order; empty means none declared. */
  allergens: z.array(allergenSchema),
  /** In descending order by weight; empty while undeclared. */
  ingredients: z.string(),
  /**
   * Addition beyond the spec: false while the owner has marked it sold out (docs/product.md#menu).
   * The shop shows it as 'Sold out' and checkout refuses it.
   */
  available: z.boolean(),
  /**
   * Addition beyond the spec: how many times the console's 'Menu' has saved an edit of it. An
   * edit names the version it was based on, so a save over someone else's is refused.
   */
  // 0 when absent: a catalogue saved before versions existed (the service worker's offline
  // copy after a deploy, a cached answer) still reads.
  version: savedVersionSchema,
});
export type Product = z.infer<typeof productSchema>;
