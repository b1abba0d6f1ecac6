import { z } from '../zod.js';
import { objectIdSchema } from '../rules/ids.js';
import { FAVOURITES_MAX } from '../rules/limits.js';

export const favouriteSchema = z.object({
  proId: objectIdSchema,
  imageUrl: z.string().max(2048),
  title: z.string().max(200),
  description: z.string().max(2000),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** A whole favourites list: at most 100 entries, each product once. */
export const favouriteListSchema = z
  .array(favouriteSchema)
  .max(FAVOURITES_MAX, `At most ${FAVOURITES_MAX} favourites`)
  .refine((list) => new Set(list.map((f) => f.proId)).size === list.length, {
    message: 'A product can be a favourite only once',
  });
