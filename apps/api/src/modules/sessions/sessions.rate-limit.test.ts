import { endpoints } from '@gymfuel/contracts';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, TEST_PASSWORD, uniqueEmail } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { tooManySignIns } from './sessions.router.js';

/**
 * Each test builds its own limited app on this database, with the counters cleared: they live in
 * the database (shared by every app on it), so none leaks between tests.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const limitedApp = async (env: Record<string, string>) => {
  await t.db.models.RateLimit.deleteMany({});
  return (await createTestApp({ db: t.db, env })).app;
};

const fromIp = (test: request.Test, ip: string) => test.set('X-Forwarded-For', ip);

const signUpBody = () => ({
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  userName: 'Asha Kapoor',
  phoneNumber: '9876543210',
});

describe('the per-IP sign-in limit', () => {
  it('stops a flood of logins from one IP with 429, saying when to retry', async () => {
    const app = await limitedApp({ AUTH_RATE_LIMIT_PER_IP: '5' });
    const attempt = (ip = '203.0.113.7') =>
      fromIp(call(app, endpoints.login, { email: uniqueEmail(), password: 'guess-123' }), ip);
    for (let i = 0; i < 5; i += 1) expectFailure(await attempt(), 404, 'NOT_FOUND');
    const blocked = await attempt();
    expect(expectFailure(blocked, 429, 'TOO_MANY_REQUESTS').message).toBe(
      'Too many sign-in attempts, please try again in 15 minutes',
    );
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Sign-up and the other sign-ins from that address are throttled too; another address is not.
    const others = [
      call(app, endpoints.signUp, signUpBody()),
      call(app, endpoints.loginWithQuery).query({ email: uniqueEmail(), password: 'guess-123' }),
      call(app, endpoints.googleSignIn, { credential: 'a.google.token' }),
    ];
    for (const other of others) {
      expect(
        expectFailure(await fromIp(other, '203.0.113.7'), 429, 'TOO_MANY_REQUESTS').message,
      ).toBe('Too many sign-in attempts, please try again in 15 minutes');
    }
    expectFailure(await attempt('203.0.113.8'), 404, 'NOT_FOUND');
  });
});

describe('shoppers sharing one address (carrier CGNAT, gym Wi-Fi)', () => {
  it('lets 300 sign-in attempts from one IP through in a window by default, and stops the 301st', async () => {
    const app = await limitedApp({});
    // 299 earlier attempts, counted as the limiter counts them (one document per key), then
    // the last ones through the API: 300 hash comparisons would take most of a minute.
    const { RateLimit } = t.db.models;
    await fromIp(
      call(app, endpoints.login, { email: uniqueEmail(), password: 'guess-123' }),
      '203.0.113.9',
    );
    await RateLimit.updateOne({ _id: 'sign-ins-per-ip:203.0.113.9' }, { $set: { hits: 299 } });
    const attempt = () =>
      fromIp(
        call(app, endpoints.login, { email: uniqueEmail(), password: 'guess-123' }),
        '203.0.113.9',
      );
    expectFailure(await attempt(), 404, 'NOT_FOUND');
    expectFailure(await attempt(), 429, 'TOO_MANY_REQUESTS');
  });
});

describe('the per-e-mail sign-in limit', () => {
  it('locks an e-mail out after 10 failed logins from many IPs, even for the right password', async () => {
    const app = await limitedApp({});
    const victim = await signUpUser(t.app);
    const login = (i: number, email: string, password = `guess-${i}-abc`) =>
      fromIp(call(app, endpoints.login, { email, password }), `198.51.100.${i}`);
    for (let i = 1; i <= 10; i += 1) {
      expectFailure(await login(i, victim.user.email), 401, 'UNAUTHORIZED');
    }
    const blocked = await login(11, victim.user.email, victim.password);
    expect(expectFailure(blocked, 429, 'TOO_MANY_REQUESTS').message).toBe(
      'Too many sign-in attempts, please try again in 15 minutes',
    );
    expect(blocked.headers['retry-after']).toBeDefined();
    // Keyed as stored: another case or spacing is the same e-mail.
    expectFailure(await login(12, ` ${victim.user.email.toUpperCase()}`), 429, 'TOO_MANY_REQUESTS');
    expectFailure(await login(13, uniqueEmail()), 404, 'NOT_FOUND');
  });

  it('does not count successful logins', async () => {
    const app = await limitedApp({ AUTH_RATE_LIMIT_PER_EMAIL: '3' });
    const account = await signUpUser(t.app);
    const login = (password: string) =>
      call(app, endpoints.login, { email: account.user.email, password });
    for (let i = 0; i < 5; i += 1) expectSuccess(endpoints.login, await login(account.password));
    for (let i = 0; i < 3; i += 1)
      expectFailure(await login('wrong-password'), 401, 'UNAUTHORIZED');
    expectFailure(await login(account.password), 429, 'TOO_MANY_REQUESTS');
  });

  it('never keys a value that is not an e-mail: a 100 KB "email" gets 400 every time', async () => {
    const app = await limitedApp({ AUTH_RATE_LIMIT_PER_EMAIL: '1' });
    const huge = `${'a'.repeat(100_000)}@example.in`;
    for (let i = 0; i < 3; i += 1) {
      const envelope = expectFailure(
        await call(app, endpoints.login, { email: huge, password: 'guess-123' }),
        400,
        'BAD_REQUEST',
      );
      expect(envelope.details?.[0]?.path).toBe('email');
    }
  });

  it('says "1 minute" when the window is a minute', async () => {
    const app = await limitedApp({
      AUTH_RATE_LIMIT_WINDOW_MS: '60000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1',
    });
    const email = uniqueEmail();
    expectFailure(
      await call(app, endpoints.login, { email, password: 'guess-123' }),
      404,
      'NOT_FOUND',
    );
    const blocked = await call(app, endpoints.login, { email, password: 'guess-123' });
    expect(expectFailure(blocked, 429, 'TOO_MANY_REQUESTS').message).toBe(
      'Too many sign-in attempts, please try again in 1 minute',
    );
  });
});

describe('tooManySignIns', () => {
  it.each([
    [1, 'Too many sign-in attempts, please try again in 1 minute'],
    [60, 'Too many sign-in attempts, please try again in 1 minute'],
    [61, 'Too many sign-in attempts, please try again in 2 minutes'],
    [900, 'Too many sign-in attempts, please try again in 15 minutes'],
  ])('words %i seconds as minutes, rounded up', (seconds, message) => {
    expect(tooManySignIns(seconds)).toBe(message);
  });
});
