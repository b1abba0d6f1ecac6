import { z } from '../zod.js';
import { objectIdSchema } from '../rules/ids.js';
import { ORDER_LINES_MAX, ORDER_LINES_MIN, quantitySchema } from '../rules/limits.js';

/**
 * A list of checkout lines: 1–50 of them, each product at most once (the cart holds one line
 * per product, so a repeat means a tampered or broken client).
 */
export const checkoutLines = <S extends z.ZodType>(
  line: S,
  productIdOf: (line: z.output<S>) => string,
) =>
  z
    .array(line)
    .min(ORDER_LINES_MIN, 'The order is empty')
    .max(ORDER_LINES_MAX, `At most ${ORDER_LINES_MAX} lines per order`)
    .refine((lines) => new Set(lines.map(productIdOf)).size === lines.length, {
      message: 'Each product may appear only once',
    });

/** What the cart hands to checkout: product ids and quantities only; prices come from the server. */
export const checkoutLineSchema = z.object({
  proId: objectIdSchema,
  quantity: quantitySchema,
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;
