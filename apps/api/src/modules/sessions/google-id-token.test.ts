import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import {
  createFakeGoogle,
  TEST_GOOGLE_CLIENT_ID,
  type FakeGoogle,
} from '../../test/google-id-tokens.js';
import {
  createGoogleIdTokenVerifier,
  googleVerifierFor,
  type GoogleIdTokenVerifier,
} from './google-id-token.js';

let google: FakeGoogle;
let verify: GoogleIdTokenVerifier;

beforeAll(async () => {
  google = await createFakeGoogle();
  verify = createGoogleIdTokenVerifier(TEST_GOOGLE_CLIENT_ID, google.keys);
});

async function rejection(credential: Promise<string> | string): Promise<AppError> {
  const error = await verify(await credential).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Google ID token verification', () => {
  it('accepts a valid token and returns its e-mail (normalised) and name', async () => {
    const token = await google.idToken({ email: '  Asha@Example.IN ', name: 'Asha Kapoor' });
    await expect(verify(token)).resolves.toEqual({ email: 'asha@example.in', name: 'Asha Kapoor' });
  });

  it('accepts both spellings of Google’s issuer', async () => {
    const token = await google.idToken({}, { issuer: 'accounts.google.com' });
    await expect(verify(token)).resolves.toMatchObject({ email: 'asha@example.in' });
  });

  it('falls back to the e-mail’s local part when the token has no name', async () => {
    const token = await google.idToken({ email: 'ravi@example.in', name: undefined });
    await expect(verify(token)).resolves.toEqual({ email: 'ravi@example.in', name: 'ravi' });
  });

  it('keeps the name to the rule a sign-up name follows', async () => {
    const named = async (name: string) =>
      (await verify(await google.idToken({ email: 'ravi@example.in', name }))).name;
    expect(await named('Ravi\n  Kumar')).toBe('Ravi Kumar');
    expect(await named(`${'N'.repeat(79)}\u{1F600}`)).toBe('N'.repeat(79));
    // Control characters (a right-to-left override) are not cleaned into a name: the e-mail's is used.
    expect(await named('\u202Eravi')).toBe('ravi');
  });

  it('refuses a token issued for another client id', async () => {
    const error = await rejection(
      google.idToken({}, { audience: 'someone-else.apps.googleusercontent.com' }),
    );
    expect(error.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const error = await rejection(
      google.idToken({}, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    );
    expect(error.status).toBe(401);
  });

  it('refuses a token from another issuer', async () => {
    const error = await rejection(google.idToken({}, { issuer: 'https://evil.example.com' }));
    expect(error.status).toBe(401);
  });

  it('refuses a token signed with a key Google does not hold', async () => {
    const error = await rejection(google.idToken({}, { foreignKey: true }));
    expect(error.status).toBe(401);
  });

  it('refuses an unverified e-mail address', async () => {
    const error = await rejection(google.idToken({ email_verified: false }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Your Google e-mail address is not verified');
  });

  it('refuses a token without a usable e-mail', async () => {
    expect((await rejection(google.idToken({ email: undefined }))).status).toBe(401);
    expect((await rejection(google.idToken({ email: 'not an address' }))).status).toBe(401);
  });

  it('refuses garbage and unsigned tokens with 401', async () => {
    const unsigned = [
      { alg: 'none' },
      { iss: 'https://accounts.google.com', aud: TEST_GOOGLE_CLIENT_ID },
    ]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .join('.');
    for (const credential of ['not-a-jwt', 'a.b.c', `${unsigned}.`]) {
      expect((await rejection(credential)).status).toBe(401);
    }
  });

  it('answers 503 when Google’s keys cannot be fetched', async () => {
    const unreachable = createGoogleIdTokenVerifier(TEST_GOOGLE_CLIENT_ID, async () => {
      throw new TypeError('fetch failed');
    });
    const error = await unreachable(await google.idToken()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503 });
  });

  it('is off without a client id', () => {
    expect(googleVerifierFor(undefined, google.keys)).toBeNull();
    expect(googleVerifierFor(TEST_GOOGLE_CLIENT_ID, google.keys)).toBeTypeOf('function');
  });
});
