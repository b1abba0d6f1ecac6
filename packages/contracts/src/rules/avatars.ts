import { z } from 'zod';

/** The 4 avatar choices of the profile screen; the web maps each id to its image. */
export const AVATARS = ['avatar-1', 'avatar-2', 'avatar-3', 'avatar-4'] as const;
export type Avatar = (typeof AVATARS)[number];

/** '' means "no photo": the nav then shows the default placeholder. */
export const userPhotoSchema = z.enum([...AVATARS, '']);
export type UserPhoto = z.infer<typeof userPhotoSchema>;
