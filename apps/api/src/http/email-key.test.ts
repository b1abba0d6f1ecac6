import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { hashedEmailKey } from './email-key.js';

const ASHA_KEY = 'email:a52df0f652e4eaf4e7f4b37526c5f39c1d8977dc789be95689cf128528aaa5ab';

/** Only what the key reads: the method, the parsed body and the parsed query string. */
const requestOf = (method: string, body: unknown, query: Record<string, unknown> = {}) =>
  ({ method, body, query }) as Request;
const post = (body: unknown) => requestOf('POST', body);

describe('hashedEmailKey', () => {
  it('keys the sha256 hex of the e-mail as stored: trimmed and lower-cased', () => {
    expect(hashedEmailKey(post({ email: 'asha@example.in' }))).toBe(ASHA_KEY);
    expect(hashedEmailKey(post({ email: '  Asha@Example.IN ' }))).toBe(ASHA_KEY);
  });

  it('reads the query string of a GET and the body otherwise', () => {
    expect(hashedEmailKey(requestOf('GET', undefined, { email: 'ASHA@example.in' }))).toBe(
      ASHA_KEY,
    );
    expect(hashedEmailKey(requestOf('POST', {}, { email: 'asha@example.in' }))).toBeNull();
  });

  it.each([
    ['a missing body', undefined],
    ['no e-mail', {}],
    ['a number', { email: 42 }],
    ['an operator object', { email: { $ne: null } }],
    ['text that is no e-mail', { email: 'asha' }],
    ['a 100 KB "email"', { email: `${'a'.repeat(100_000)}@example.in` }],
  ])('counts nothing for %s', (_case, body) => {
    expect(hashedEmailKey(post(body))).toBeNull();
  });
});
