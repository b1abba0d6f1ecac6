import { z } from '../zod.js';
import { objectIdSchema } from '../rules/ids.js';
import { userPhotoSchema } from '../rules/avatars.js';

export const reviewSchema = z.object({
  _id: objectIdSchema,
  userName: z.string(),
  review: z.string(),
  userPhoto: userPhotoSchema,
});
export type Review = z.infer<typeof reviewSchema>;
