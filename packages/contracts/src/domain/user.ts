import { z } from 'zod';
import { objectIdSchema } from '../rules/ids.js';
import { userPhotoSchema } from '../rules/avatars.js';

/** 'customer' by default; staff run the shop, owners also manage staff. Granted, never chosen. */
export const ROLES = ['customer', 'staff', 'owner'] as const;
export const roleSchema = z.enum(ROLES, `Must be one of ${ROLES.join(', ')}`);
export type Role = z.infer<typeof roleSchema>;

/** The roles that run the shop: they see and move every order, in the console and the API. */
export const STAFF_ROLES: readonly Role[] = ['staff', 'owner'];

/**
 * Staff powers need the role and a verified e-mail: a changed address is unverified until its
 * link is opened, and the role waits until then.
 */
export const isVerifiedStaff = (who: { role: Role; emailVerified: boolean }): boolean =>
  STAFF_ROLES.includes(who.role) && who.emailVerified;

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
