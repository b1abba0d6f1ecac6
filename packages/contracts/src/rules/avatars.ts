import { z } from '../zod.js';
import { AVATARS } from './avatar-ids.js';

/** '' means "no photo": the nav then shows the default placeholder. */
export const userPhotoSchema = z.enum([...AVATARS, '']);
export type UserPhoto = z.infer<typeof userPhotoSchema>;
