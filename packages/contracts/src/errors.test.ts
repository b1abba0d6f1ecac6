import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERROR_CODES,
  ERROR_HTTP_STATUS,
  errorEnvelopeSchema,
  toValidationDetails,
} from './errors.js';
import { SERVER_MESSAGES } from './messages.js';
import { signUpBodySchema } from './endpoints/sessions.js';

describe('error envelope', () => {
  it('maps every code to its HTTP status', () => {
    expect(ERROR_CODES).toContain('NOT_CONFIGURED');
    expect(ERROR_HTTP_STATUS.BAD_REQUEST).toBe(400);
    expect(ERROR_HTTP_STATUS.UNAUTHORIZED).toBe(401);
    expect(ERROR_HTTP_STATUS.FORBIDDEN).toBe(403);
    expect(ERROR_HTTP_STATUS.NOT_FOUND).toBe(404);
    expect(ERROR_HTTP_STATUS.METHOD_NOT_ALLOWED).toBe(405);
    expect(ERROR_HTTP_STATUS.CONFLICT).toBe(409);
    expect(ERROR_HTTP_STATUS.PAYLOAD_TOO_LARGE).toBe(413);
    expect(ERROR_HTTP_STATUS.TOO_MANY_REQUESTS).toBe(429);
    expect(ERROR_HTTP_STATUS.NOT_CONFIGURED).toBe(503);
    expect(ERROR_HTTP_STATUS.INTERNAL).toBe(500);
  });

  it('accepts a failure with or without details', () => {
    expect(
      errorEnvelopeSchema.safeParse({
        success: false,
        message: SERVER_MESSAGES.userNotFound,
        code: 'NOT_FOUND',
      }).success,
    ).toBe(true);
    expect(
      errorEnvelopeSchema.safeParse({
        success: false,
        message: 'Invalid request',
        code: 'BAD_REQUEST',
        details: [{ path: 'quantity', message: 'Too big' }],
      }).success,
    ).toBe(true);
  });

  it('refuses success: true, an unknown code or a missing message', () => {
    expect(
      errorEnvelopeSchema.safeParse({ success: true, message: 'x', code: 'NOT_FOUND' }).success,
    ).toBe(false);
    expect(
      errorEnvelopeSchema.safeParse({ success: false, message: 'x', code: 'TEAPOT' }).success,
    ).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ success: false, code: 'INTERNAL' }).success).toBe(false);
  });

  it('turns zod issues into dotted-path details', () => {
    const schema = z.object({ order: z.array(z.object({ quantity: z.number() })) });
    const result = schema.safeParse({ order: [{ quantity: 'x' }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toValidationDetails(result.error)).toEqual([
      { path: 'order.0.quantity', message: expect.any(String) },
    ]);
    expect(toValidationDetails(z.string().safeParse(1).error!)).toEqual([
      { path: '', message: expect.any(String) },
    ]);
  });
});

describe('server messages', () => {
  it('keeps the spec wording to the letter', () => {
    expect(Object.values(SERVER_MESSAGES)).toEqual(
      expect.arrayContaining([
        'User not found',
        'Wrong password',
        'User already exists!',
        'New user created and logged in successfully',
        'User updated successfully',
      ]),
    );
  });

  it('names only the wrong type of a field, not the lengths zod still measures on it', () => {
    // An array has a length, so zod 4 also judged it 'too short' for a name or a password.
    const result = signUpBodySchema.safeParse({
      email: 'asha@example.in',
      password: [],
      userName: [],
      phoneNumber: '9876543210',
    });
    if (result.success) throw new Error('an array is not a name or a password');
    expect(toValidationDetails(result.error)).toEqual([
      { path: 'password', message: 'Invalid input: expected string, received array' },
      { path: 'userName', message: 'Invalid input: expected string, received array' },
    ]);
  });
});
