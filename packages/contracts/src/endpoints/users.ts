import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { publicUserSchema, USER_ADDRESS_MAX_LENGTH, USER_NAME_MAX_LENGTH } from '../domain/user.js';
import { emailSchema } from '../rules/email.js';
import { loginPasswordSchema } from '../rules/password.js';
import { optionalIndianMobileSchema } from '../rules/phone.js';
import { userPhotoSchema } from '../rules/avatars.js';
import { optionalText, requiredText } from '../rules/text.js';
import { dataResponse, messageDataResponse } from './responses.js';

export const userNameSchema = requiredText(USER_NAME_MAX_LENGTH, { oneLine: true });
/** The signed-in account, as sign-up, login and profile updates answer it. */
export const userResponse = messageDataResponse(publicUserSchema);

export const getUserBodySchema = z.object({
  email: emailSchema,
  sessionId: z.string().min(1).max(128),
});

/** Answers only when the cookie's live session matches this e-mail and sessionId. */
export const getUser = defineEndpoint({
  method: 'POST',
  path: '/getuser',
  auth: 'session',
  origin: 'spec',
  body: getUserBodySchema,
  response: dataResponse(publicUserSchema),
});

export const updateUserBodySchema = z.object({
  /** The current e-mail; must be the session's own. */
  email: emailSchema,
  /** The new e-mail (the same one when unchanged); taken by another account gives 409. */
  updatedemail: emailSchema,
  userName: userNameSchema,
  phoneNumber: optionalIndianMobileSchema,
  address: optionalText(USER_ADDRESS_MAX_LENGTH),
  userPhoto: userPhotoSchema,
  /**
   * The current password: required only when `updatedemail` differs from `email`. An empty one
   * is none given: a new e-mail without it gets the same 403 as with a wrong one
   * (docs/product.md#profile), and a save that needs none ignores it. A string first, so a
   * number or null is named as such rather than as the union's bare 'Invalid input'.
   */
  password: z
    .string()
    .pipe(z.union([z.literal(''), loginPasswordSchema]))
    .optional(),
});

export const updateUser = defineEndpoint({
  method: 'POST',
  path: '/updateuser',
  auth: 'session',
  origin: 'spec',
  body: updateUserBodySchema,
  response: userResponse,
});

/** The signed-in user's own account. */
export const usersEndpoints = { getUser, updateUser } as const satisfies Record<
  string,
  EndpointDefinition
>;
