import { z } from '../zod.js';
import { objectIdSchema } from '../rules/ids.js';
import { userPhotoSchema } from '../rules/avatars.js';
import { ROLES } from './roles.js';

export const roleSchema = z.enum(ROLES, `Must be one of ${ROLES.join(', ')}`);

/**
 * The user as the server shows it. Strict on purpose: an integration test that parses a
 * response carrying `password`, a hash or any other stray field fails instead of leaking it.
 */
export const publicUserSchema = z.strictObject({
  _id: objectIdSchema,
  email: z.string(),
  sessionId: z.string().min(1),
  userName: z.string(),
  /** '' for an account without a phone (e.g. created through Google). */
  phoneNumber: z.string(),
  address: z.string(),
  userPhoto: userPhotoSchema,
  /** Set once the owner of the address opened the link mailed to it (or Google vouched for it). */
  emailVerified: z.boolean(),
  role: roleSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const USER_NAME_MAX_LENGTH = 80;
export const USER_ADDRESS_MAX_LENGTH = 300;
