import { z } from '../zod.js';
import { objectIdSchema } from '../rules/ids.js';
import { quantitySchema } from '../rules/limits.js';
import { wholeRupeesSchema } from '../rules/amounts.js';

export const cartItemSchema = z.object({
  _id: objectIdSchema.optional(),
  userId: objectIdSchema,
  proId: objectIdSchema,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Unit price in rupees, from the catalogue. */
  price: wholeRupeesSchema,
  quantity: quantitySchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;
