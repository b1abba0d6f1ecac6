import { z } from '../zod.js';
import { rupeesSchema } from '../rules/amounts.js';

/** All amounts in rupees with at most 2 decimals; tax and store pickup are always 0. */
export const summarySchema = z.object({
  originalPrice: rupeesSchema,
  storePickup: z.literal(0),
  discountedAmmount: rupeesSchema,
  tax: z.literal(0),
  finalTotal: rupeesSchema,
});
export type Summary = z.infer<typeof summarySchema>;
