import { endpoints, SERVER_MESSAGES } from '@gymfuel/contracts';
import bcrypt from 'bcrypt';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../http/session-cookie.js';
import {
  sessionTokenOf,
  signUpUser,
  signUpVerifiedUser,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import {
  createFakeGoogle,
  TEST_GOOGLE_CLIENT_ID,
  type FakeGoogle,
} from '../../test/google-id-tokens.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LOGGED_OUT, LOGIN_SUCCESSFUL } from './sessions.controller.js';

/** High limits: this file signs in far more often than a person would (limits: sessions.rate-limit.test.ts). */
const UNTHROTTLED = { AUTH_RATE_LIMIT_PER_IP: '10000', AUTH_RATE_LIMIT_PER_EMAIL: '10000' };

let t: TestApp;
let google: FakeGoogle;

beforeAll(async () => {
  google = await createFakeGoogle();
  t = await createTestApp({
    env: { ...UNTHROTTLED, GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID },
    googleKeys: google.keys,
  });
});
afterAll(() => t.close());

function setCookieHeader(response: request.Response): string {
  const lines = response.headers['set-cookie'] as unknown as string[] | undefined;
  return lines?.find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? '';
}

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  userName: 'Asha Kapoor',
  phoneNumber: '9876543210',
  ...overrides,
});

const getUserWith = (token: string, body: { email: string; sessionId: string }) =>
  call(t.app, endpoints.getUser, body).set('Authorization', `Bearer ${token}`);

describe('POST /signin (sign-up)', () => {
  it('creates the account, opens a session and answers 201 with the public user', async () => {
    const email = uniqueEmail('asha');
    const response = await call(
      t.app,
      endpoints.signUp,
      signUpBody({ email: `  ${email.toUpperCase()} `, phoneNumber: '+91 98765-43210' }),
    );
    const body = expectSuccess(endpoints.signUp, response, 201);
    expect(body.message).toBe(SERVER_MESSAGES.signedUp);
    expect(body.data).toMatchObject({
      email,
      userName: 'Asha Kapoor',
      phoneNumber: '9876543210',
      address: '',
      userPhoto: '',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const stored = await t.db.models.Session.findOne({ publicId: body.data.sessionId }).lean();
    expect(stored?.userId.toHexString()).toBe(body.data._id);
  });

  it('puts the JWT only in an httpOnly, SameSite=Lax cookie for 7 days, never in the body', async () => {
    const response = await call(t.app, endpoints.signUp, signUpBody());
    const cookie = setCookieHeader(response);
    expect(cookie).toMatch(/; Max-Age=604800;/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/; Secure/);
    expect(JSON.stringify(response.body)).not.toContain(sessionTokenOf(response));
  });

  it('marks the cookie Secure when configured (the production default)', async () => {
    const secure = await createTestApp({
      db: t.db,
      env: { ...UNTHROTTLED, COOKIE_SECURE: 'true' },
    });
    const response = await call(secure.app, endpoints.signUp, signUpBody());
    expect(setCookieHeader(response)).toMatch(/; Secure/);
  });

  it('stores a bcrypt hash of cost 10, never the password', async () => {
    const { user } = await signUpUser(t.app);
    const stored = await t.db.models.User.findById(user._id).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^\$2b\$10\$/);
    expect(JSON.stringify(stored)).not.toContain(TEST_PASSWORD);
  });

  it('refuses an e-mail that already has an account, whatever its case, with 409', async () => {
    const { user } = await signUpUser(t.app);
    const response = await call(
      t.app,
      endpoints.signUp,
      signUpBody({ email: user.email.toUpperCase() }),
    );
    const envelope = expectFailure(response, 409, 'CONFLICT');
    expect(envelope.message).toBe(SERVER_MESSAGES.userExists);
    expect(setCookieHeader(response)).toBe('');
  });

  it('creates exactly one account from simultaneous sign-ups with one e-mail', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call(t.app, endpoints.signUp, signUpBody({ email }))),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.status === 409)) {
      expect(response.body.message).toBe(SERVER_MESSAGES.userExists);
    }
    expect(await t.db.models.User.countDocuments({ email })).toBe(1);
  });

  it('accepts passwords of exactly 8 characters and 72 bytes', async () => {
    for (const password of ['a'.repeat(8), 'b'.repeat(72)]) {
      expectSuccess(
        endpoints.signUp,
        await call(t.app, endpoints.signUp, signUpBody({ password })),
        201,
      );
    }
  });

  it.each([
    ['a password of 7 characters', { password: 'a'.repeat(7) }, 'password'],
    ['a password of 73 characters', { password: 'a'.repeat(73) }, 'password'],
    ['a password over 72 bytes', { password: 'é'.repeat(40) }, 'password'],
    ['a phone that is not an Indian mobile', { phoneNumber: '12345' }, 'phoneNumber'],
    ['a landline-like number', { phoneNumber: '0112345678' }, 'phoneNumber'],
    ['an empty name', { userName: '   ' }, 'userName'],
    ['a malformed e-mail', { email: 'asha@' }, 'email'],
    ['an operator instead of an e-mail', { email: { $ne: null } }, 'email'],
    ['a number as password', { password: 12345678 }, 'password'],
  ])('refuses %s with 400', async (_case, overrides, field) => {
    const envelope = expectFailure(
      await call(t.app, endpoints.signUp, signUpBody(overrides)),
      400,
      'BAD_REQUEST',
    );
    expect(envelope.details?.[0]?.path).toBe(field);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await request(t.app).post('/signin').type('form').send({
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      userName: 'A',
      phoneNumber: '9876543210',
    });
    expectFailure(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /login', () => {
  it('logs in with the right password, opening a new session', async () => {
    const account = await signUpUser(t.app);
    const response = await call(t.app, endpoints.login, {
      email: account.user.email,
      password: account.password,
    });
    const body = expectSuccess(endpoints.login, response);
    expect(body.message).toBe(LOGIN_SUCCESSFUL);
    expect(body.data).toEqual({ ...account.user, sessionId: body.data.sessionId });
    expect(body.data.sessionId).not.toBe(account.user.sessionId);
    expect(response.headers['cache-control']).toBe('no-store');
    const token = sessionTokenOf(response);
    expectSuccess(
      endpoints.getUser,
      await getUserWith(token, { email: account.user.email, sessionId: body.data.sessionId }),
    );
  });

  it('finds the account whatever the case and spacing of the e-mail', async () => {
    const account = await signUpUser(t.app);
    const response = await call(t.app, endpoints.login, {
      email: ` ${account.user.email.toUpperCase()}`,
      password: account.password,
    });
    expect(expectSuccess(endpoints.login, response).data._id).toBe(account.user._id);
  });

  it("answers an unknown e-mail with 404 'User not found'", async () => {
    const response = await call(t.app, endpoints.login, {
      email: uniqueEmail('nobody'),
      password: TEST_PASSWORD,
    });
    expect(expectFailure(response, 404, 'NOT_FOUND').message).toBe(SERVER_MESSAGES.userNotFound);
    expect(setCookieHeader(response)).toBe('');
  });

  it("answers a wrong password with 401 'Wrong password'", async () => {
    const account = await signUpUser(t.app);
    const response = await call(t.app, endpoints.login, {
      email: account.user.email,
      password: `${account.password}!`,
    });
    expect(expectFailure(response, 401, 'UNAUTHORIZED').message).toBe(
      SERVER_MESSAGES.wrongPassword,
    );
    expect(setCookieHeader(response)).toBe('');
  });

  it('checks an unknown e-mail against a dummy hash of the same cost, as it does a wrong password', async () => {
    const account = await signUpUser(t.app);
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      await call(t.app, endpoints.login, { email: uniqueEmail('nobody'), password: TEST_PASSWORD });
      await call(t.app, endpoints.login, { email: account.user.email, password: 'wrong-password' });
      // Time is not measured (the CPU is shared): one comparison each, at bcrypt cost 10, is
      // what makes the two take as long.
      const hashes = compare.mock.calls.map(([, hash]) => String(hash));
      expect(hashes).toHaveLength(2);
      for (const hash of hashes) expect(hash).toMatch(/^\$2[aby]\$10\$/);
      expect(hashes[0]).not.toBe(hashes[1]);
    } finally {
      compare.mockRestore();
    }
  });

  it.each([
    ['an operator as e-mail', { email: { $ne: null }, password: TEST_PASSWORD }, 'email'],
    ['an operator as password', { email: 'asha@example.in', password: { $ne: null } }, 'password'],
    ['a regex as e-mail', { email: { $regex: '.*' }, password: TEST_PASSWORD }, 'email'],
    ['no password', { email: 'asha@example.in' }, 'password'],
    ['an empty password', { email: 'asha@example.in', password: '' }, 'password'],
  ])('refuses %s with 400 and opens no session', async (_case, body, field) => {
    const response = await call(t.app, endpoints.login, body);
    expect(expectFailure(response, 400, 'BAD_REQUEST').details?.[0]?.path).toBe(field);
    expect(setCookieHeader(response)).toBe('');
  });

  it('refuses form-encoded and text bodies with 415', async () => {
    const form = await request(t.app).post('/login').type('form').send('email=a%40b.in&password=x');
    expectFailure(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const text = await request(t.app)
      .post('/login')
      .set('Content-Type', 'text/plain')
      .send('{"email":"a@b.in"}');
    expectFailure(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a password login to an account created through Google', async () => {
    const email = uniqueEmail('google');
    expectSuccess(
      endpoints.googleSignIn,
      await call(t.app, endpoints.googleSignIn, { credential: await google.idToken({ email }) }),
      201,
    );
    const response = await call(t.app, endpoints.login, { email, password: TEST_PASSWORD });
    expect(expectFailure(response, 401, 'UNAUTHORIZED').message).toBe(
      SERVER_MESSAGES.wrongPassword,
    );
  });
});

describe('passwords typed on different keyboards', () => {
  // 'café-protein' with the 'é' as one character (NFC, most keyboards) and as 'e' plus a
  // combining accent (NFD, as some Apple keyboards send it).
  const composed = 'caf\u00e9-protein';
  const decomposed = 'cafe\u0301-protein';

  it('keeps a password typed decomposed as one password, whichever form logs in', async () => {
    const account = await signUpUser(t.app, { password: decomposed });
    const stored = await t.db.models.User.findById(account.user._id).select('+passwordHash').lean();
    expect(await bcrypt.compare(composed, stored?.passwordHash ?? '')).toBe(true);
    for (const password of [composed, decomposed]) {
      expectSuccess(
        endpoints.login,
        await call(t.app, endpoints.login, { email: account.user.email, password }),
      );
    }
  });

  it('still logs in an account whose hash was made from a decomposed password, and re-hashes it composed', async () => {
    const account = await signUpUser(t.app);
    // As accounts signed up before passwords were composed hold it.
    const legacyHash = await bcrypt.hash(decomposed, 10);
    await t.db.models.User.updateOne(
      { _id: account.user._id },
      { $set: { passwordHash: legacyHash } },
    );
    const wrong = await call(t.app, endpoints.login, {
      email: account.user.email,
      password: 'cafe\u0301-proteins',
    });
    expect(expectFailure(wrong, 401, 'UNAUTHORIZED').message).toBe(SERVER_MESSAGES.wrongPassword);

    expectSuccess(
      endpoints.login,
      await call(t.app, endpoints.login, { email: account.user.email, password: decomposed }),
    );
    const stored = await t.db.models.User.findById(account.user._id).select('+passwordHash').lean();
    expect(await bcrypt.compare(composed, stored?.passwordHash ?? '')).toBe(true);
    // Now the other keyboard's form works too.
    expectSuccess(
      endpoints.login,
      await call(t.app, endpoints.login, { email: account.user.email, password: composed }),
    );
  });

  it('refuses a password bcrypt would cut short, naming the field and the rule in bytes', async () => {
    // 30 Devanagari letters are 90 bytes in UTF-8; bcrypt reads 72.
    const envelope = expectFailure(
      await call(t.app, endpoints.signUp, signUpBody({ password: 'क'.repeat(30) })),
      400,
      'BAD_REQUEST',
    );
    expect(envelope.message).toBe(
      'password: Password must be at most 72 bytes long (an English letter or digit is 1 byte, a Hindi letter 3, an emoji 4)',
    );
    // 24 of them are 72 bytes: accepted, and the whole password counts.
    const account = await signUpUser(t.app, { password: 'क'.repeat(24) });
    const cutShort = await call(t.app, endpoints.login, {
      email: account.user.email,
      password: 'क'.repeat(23),
    });
    expectFailure(cutShort, 401, 'UNAUTHORIZED');
  });
});

describe('GET /login (kept for the spec)', () => {
  it('logs in with the credentials in the query and is never cached', async () => {
    const account = await signUpUser(t.app);
    const response = await request(t.app)
      .get('/login')
      .query({ email: account.user.email, password: account.password });
    const body = expectSuccess(endpoints.loginWithQuery, response);
    expect(body.data._id).toBe(account.user._id);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sessionTokenOf(response)).not.toBe('');
  });

  it('answers failures with the same messages, also uncached', async () => {
    const account = await signUpUser(t.app);
    const unknown = await request(t.app)
      .get('/login')
      .query({ email: uniqueEmail(), password: 'whatever1' });
    expect(expectFailure(unknown, 404, 'NOT_FOUND').message).toBe(SERVER_MESSAGES.userNotFound);
    expect(unknown.headers['cache-control']).toBe('no-store');
    const wrong = await request(t.app)
      .get('/login')
      .query({ email: account.user.email, password: 'whatever1' });
    expect(expectFailure(wrong, 401, 'UNAUTHORIZED').message).toBe(SERVER_MESSAGES.wrongPassword);
  });

  it('refuses repeated or bracketed parameters with 400', async () => {
    const repeated = await request(t.app).get('/login?email=a%40b.in&email=c%40d.in&password=x');
    expectFailure(repeated, 400, 'BAD_REQUEST');
    const bracketed = await request(t.app).get('/login?email[$ne]=x&password=x');
    expectFailure(bracketed, 400, 'BAD_REQUEST');
  });
});

describe('POST /oauth (Google sign-in)', () => {
  it('creates an account from a verified Google token and answers 201', async () => {
    const email = uniqueEmail('new-google');
    const response = await call(t.app, endpoints.googleSignIn, {
      credential: await google.idToken({ email, name: 'Ravi Shah' }),
    });
    const body = expectSuccess(endpoints.googleSignIn, response, 201);
    expect(body.message).toBe(SERVER_MESSAGES.signedUp);
    expect(body.data).toMatchObject({
      email,
      userName: 'Ravi Shah',
      phoneNumber: '',
      address: '',
      userPhoto: '',
    });
    expect(sessionTokenOf(response)).not.toBe('');
  });

  it('logs an existing account with a verified e-mail in by that e-mail', async () => {
    const account = await signUpVerifiedUser(t.app, t.db.models);
    const response = await call(t.app, endpoints.googleSignIn, {
      credential: await google.idToken({ email: account.user.email }),
    });
    const body = expectSuccess(endpoints.googleSignIn, response);
    expect(body.message).toBe(LOGIN_SUCCESSFUL);
    expect(body.data._id).toBe(account.user._id);
    expect(body.data.userName).toBe(account.user.userName);
  });

  it('trusts the token, not the e-mail and name sent beside it', async () => {
    const victim = await signUpUser(t.app);
    const email = uniqueEmail('attacker');
    const response = await call(t.app, endpoints.googleSignIn, {
      credential: await google.idToken({ email }),
      email: victim.user.email,
      userName: 'Victim',
    });
    expect(expectSuccess(endpoints.googleSignIn, response, 201).data.email).toBe(email);
  });

  it('refuses a bare e-mail and name without a token (400)', async () => {
    const victim = await signUpUser(t.app);
    const response = await call(t.app, endpoints.googleSignIn, {
      email: victim.user.email,
      userName: 'X',
    });
    expectFailure(response, 400, 'BAD_REQUEST');
    expect(setCookieHeader(response)).toBe('');
  });

  it.each([
    [
      'another audience',
      () => google.idToken({}, { audience: 'other.apps.googleusercontent.com' }),
    ],
    [
      'an expired token',
      () => google.idToken({}, { expiresAt: Math.floor(Date.now() / 1000) - 60 }),
    ],
    ['another issuer', () => google.idToken({}, { issuer: 'https://accounts.example.com' })],
    ['an unverified e-mail', () => google.idToken({ email_verified: false })],
    ['a key Google does not hold', () => google.idToken({}, { foreignKey: true })],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s with 401 and opens no session', async (_case, credential) => {
    const response = await call(t.app, endpoints.googleSignIn, { credential: await credential() });
    expectFailure(response, 401, 'UNAUTHORIZED');
    expect(setCookieHeader(response)).toBe('');
  });

  it("answers 503 'Google sign-in is not configured' without GOOGLE_CLIENT_ID", async () => {
    const unconfigured = await createTestApp({ db: t.db, env: UNTHROTTLED });
    const response = await call(unconfigured.app, endpoints.googleSignIn, {
      credential: await google.idToken(),
    });
    expect(expectFailure(response, 503, 'NOT_CONFIGURED').message).toBe(
      SERVER_MESSAGES.googleNotConfigured,
    );
    // Whatever the body: the spec's own client sends {email, userName} and no token at all.
    for (const body of [{ email: 'asha@example.in', userName: 'Asha Kapoor' }, {}]) {
      const answer = await call(unconfigured.app, endpoints.googleSignIn, body);
      expect(expectFailure(answer, 503, 'NOT_CONFIGURED').message).toBe(
        SERVER_MESSAGES.googleNotConfigured,
      );
    }
    await unconfigured.close();
  });
});

describe('POST /user/logout', () => {
  it('revokes the session and clears the cookie; the old JWT then gets 401', async () => {
    const account = await signUpUser(t.app);
    const response = await call(t.app, endpoints.logout, { email: account.user.email }).set(
      'Cookie',
      account.cookie,
    );
    expect(expectSuccess(endpoints.logout, response).message).toBe(LOGGED_OUT);
    expect(setCookieHeader(response)).toMatch(/^gf_session=; .*Expires=Thu, 01 Jan 1970/);
    expect(setCookieHeader(response)).toMatch(/; HttpOnly/);

    const identity = { email: account.user.email, sessionId: account.user.sessionId };
    expectFailure(await getUserWith(account.token, identity), 401, 'UNAUTHORIZED');
    const again = await call(t.app, endpoints.logout, { email: account.user.email }).set(
      'Cookie',
      account.cookie,
    );
    expectFailure(again, 401, 'UNAUTHORIZED');
  });

  it('ends only that session: another sign-in of the same user stays live', async () => {
    const account = await signUpUser(t.app);
    const second = await call(t.app, endpoints.login, {
      email: account.user.email,
      password: account.password,
    });
    const secondSession = expectSuccess(endpoints.login, second).data.sessionId;
    expectSuccess(
      endpoints.logout,
      await call(t.app, endpoints.logout, { email: account.user.email }).set(
        'Cookie',
        account.cookie,
      ),
    );
    expectSuccess(
      endpoints.getUser,
      await getUserWith(sessionTokenOf(second), {
        email: account.user.email,
        sessionId: secondSession,
      }),
    );
  });

  it('accepts the Bearer header too', async () => {
    const account = await signUpUser(t.app);
    const response = await call(t.app, endpoints.logout, { email: account.user.email }).set(
      'Authorization',
      `Bearer ${account.token}`,
    );
    expectSuccess(endpoints.logout, response);
  });

  it('needs a session (401)', async () => {
    expectFailure(
      await call(t.app, endpoints.logout, { email: 'asha@example.in' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses a malformed e-mail with 400 naming it, and the session goes on', async () => {
    const account = await signUpUser(t.app);
    const response = await call(t.app, endpoints.logout, { email: 'asha' }).set(
      'Cookie',
      account.cookie,
    );
    expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
      'email: Enter a valid e-mail address',
    );
    const identity = { email: account.user.email, sessionId: account.user.sessionId };
    expect((await getUserWith(account.token, identity)).status).toBe(200);
  });

  it('ends only the caller’s own session, whatever e-mail the body names', async () => {
    const [a, b] = [await signUpUser(t.app), await signUpUser(t.app)];
    // Another account's address, or the one this account had before an e-mail change (a stale tab).
    for (const [who, email] of [
      [a, b.user.email],
      [b, 'before-the-change@example.in'],
    ] as const) {
      const response = await call(t.app, endpoints.logout, { email }).set('Cookie', who.cookie);
      expect(expectSuccess(endpoints.logout, response).message).toBe(LOGGED_OUT);
      expectFailure(
        await getUserWith(who.token, { email: who.user.email, sessionId: who.user.sessionId }),
        401,
        'UNAUTHORIZED',
      );
    }
  });
});
