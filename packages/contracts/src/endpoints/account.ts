import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { publicUserSchema, USER_ADDRESS_MAX_LENGTH, USER_NAME_MAX_LENGTH } from '../domain/user.js';
import { emailSchema } from '../rules/email.js';
import { loginPasswordSchema, passwordSchema } from '../rules/password.js';
import { indianMobileSchema, optionalIndianMobileSchema } from '../rules/phone.js';
import { userPhotoSchema } from '../rules/avatars.js';
import { optionalText, requiredText } from '../rules/text.js';
import { dataResponse, messageDataResponse, messageResponse } from './responses.js';

const userNameSchema = requiredText(USER_NAME_MAX_LENGTH);
const userResponse = messageDataResponse(publicUserSchema);

/** POST /signin is the sign-up. */
export const signUpBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  userName: userNameSchema,
  phoneNumber: indianMobileSchema,
});

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/signin',
  auth: 'none',
  origin: 'spec',
  body: signUpBodySchema,
  response: userResponse,
});

export const loginCredentialsSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
});

/** Kept for the spec; the query string carries the password, so prefer POST /login. */
export const loginWithQuery = defineEndpoint({
  method: 'GET',
  path: '/login',
  auth: 'none',
  origin: 'spec',
  query: loginCredentialsSchema,
  response: userResponse,
});

/** Addition beyond the spec: the same login with the credentials in the body (the web uses it). */
export const login = defineEndpoint({
  method: 'POST',
  path: '/login',
  auth: 'none',
  origin: 'addition',
  body: loginCredentialsSchema,
  response: userResponse,
});

export const googleSignInBodySchema = z.object({
  /** The Google ID token; the server verifies it and takes e-mail and name from it. */
  credential: z.string().min(1, 'A Google ID token is required').max(8192),
  /** Sent by the spec's client; ignored by the server. */
  email: z.string().max(254).optional(),
  userName: z.string().max(200).optional(),
});

export const googleSignIn = defineEndpoint({
  method: 'POST',
  path: '/oauth',
  auth: 'none',
  origin: 'spec',
  body: googleSignInBodySchema,
  response: userResponse,
});

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

export const logoutBodySchema = z.object({ email: emailSchema });

export const logout = defineEndpoint({
  method: 'POST',
  path: '/user/logout',
  auth: 'session',
  origin: 'spec',
  body: logoutBodySchema,
  response: messageResponse,
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
});

export const updateUser = defineEndpoint({
  method: 'POST',
  path: '/updateuser',
  auth: 'session',
  origin: 'spec',
  body: updateUserBodySchema,
  response: userResponse,
});
