import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { emptyBodySchema } from './body.js';
import { emailSchema } from '../rules/email.js';
import { passwordSchema } from '../rules/password.js';
import { messageResponse } from './responses.js';

/**
 * A one-time token from an e-mailed link. Any string is accepted here: an unknown or malformed
 * one (empty, too long, wrong characters) gets the same "expired or already used" answer as a
 * spent one, so nothing is revealed and a damaged link reads like any dead one. Only its hash is
 * looked up, and the body limit bounds its length. A missing or non-string token is bad input.
 */
const accountTokenSchema = z.string();

export const verifyEmailBodySchema = z.object({ token: accountTokenSchema });

/** Addition: the link mailed at sign-up and on an e-mail change lands on /verify-email, which calls this. */
export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/verify-email',
  auth: 'none',
  origin: 'addition',
  body: verifyEmailBodySchema,
  response: messageResponse,
});

/** Addition: mails a fresh verification link to the caller's unverified address (rate-limited). */
export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/verify-email/resend',
  auth: 'session',
  origin: 'addition',
  body: emptyBodySchema,
  response: messageResponse,
});

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

/** Addition: always the same 200, whether or not the account exists. */
export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/password/forgot',
  auth: 'none',
  origin: 'addition',
  body: forgotPasswordBodySchema,
  response: messageResponse,
});

export const resetPasswordBodySchema = z.object({
  token: accountTokenSchema,
  password: passwordSchema,
});

/** Addition: sets a new password from the mailed link and ends every session of the account. */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/password/reset',
  auth: 'none',
  origin: 'addition',
  body: resetPasswordBodySchema,
  response: messageResponse,
});

/** Proving control of the e-mail address: verification and password reset. */
export const accountsEndpoints = {
  verifyEmail,
  resendVerification,
  forgotPassword,
  resetPassword,
} as const satisfies Record<string, EndpointDefinition>;
