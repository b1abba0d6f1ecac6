import { z } from 'zod';
import { objectIdSchema } from '../rules/ids.js';
import { categorySchema } from '../rules/catalogue.js';
import { wholeRupeesSchema } from '../rules/amounts.js';

export const productSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  price: wholeRupeesSchema,
  category: categorySchema,
});
export type Product = z.infer<typeof productSchema>;
