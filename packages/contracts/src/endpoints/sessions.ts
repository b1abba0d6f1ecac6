import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { emptyBodySchema } from './body.js';
import { emailSchema } from '../rules/email.js';
import { loginPasswordSchema, passwordSchema } from '../rules/password.js';
import { indianMobileSchema } from '../rules/phone.js';
import { messageResponse } from './responses.js';
import { userNameSchema, userResponse } from './users.js';

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
  successStatuses: [201],
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
  signsIn: true,
});

/** Addition beyond the spec: the same login with the credentials in the body (the web uses it). */
export const login = defineEndpoint({
  method: 'POST',
  path: '/login',
  auth: 'none',
  origin: 'addition',
  body: loginCredentialsSchema,
  response: userResponse,
  signsIn: true,
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
  /** 201 when the token's e-mail had no account yet. */
  successStatuses: [200, 201],
  signsIn: true,
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

/** Addition: ends every session of the caller, on every device (this one included). */
export const logoutAll = defineEndpoint({
  method: 'POST',
  path: '/user/logout-all',
  auth: 'session',
  origin: 'addition',
  body: emptyBodySchema,
  response: messageResponse,
});

/** Everything that opens or ends a session. */
export const sessionsEndpoints = {
  signUp,
  loginWithQuery,
  login,
  googleSignIn,
  logout,
  logoutAll,
} as const satisfies Record<string, EndpointDefinition>;
