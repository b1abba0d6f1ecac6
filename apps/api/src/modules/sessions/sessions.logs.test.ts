import { endpoints } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenOf, signUpUser, TEST_PASSWORD } from '../../test/accounts.js';
import { call, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
});
afterAll(() => t.close());

describe('what the accounts endpoints log and answer', () => {
  it('never writes a password, hash, token, secret or GET /login query string, in logs or bodies', async () => {
    const account = await signUpUser(t.app, { password: 'sign-up-secret-1' });
    const queryLogin = await request(t.app)
      .get('/login')
      .query({ email: account.user.email, password: 'sign-up-secret-1' });
    expectSuccess(endpoints.loginWithQuery, queryLogin);
    const bodyLogin = await call(t.app, endpoints.login, {
      email: account.user.email,
      password: 'sign-up-secret-1',
    });
    const responses = [
      queryLogin,
      bodyLogin,
      await request(t.app)
        .get('/login')
        .query({ email: account.user.email, password: 'wrong-guess-in-query' }),
      await call(t.app, endpoints.login, {
        email: account.user.email,
        password: 'wrong-guess-in-body',
      }),
      await call(t.app, endpoints.getUser, {
        email: account.user.email,
        sessionId: account.user.sessionId,
      }).set('Cookie', account.cookie),
      await call(t.app, endpoints.logout, { email: account.user.email }).set(
        'Authorization',
        `Bearer ${account.token}`,
      ),
    ];

    const stored = await t.db.models.User.findById(account.user._id).select('+passwordHash').lean();
    const written = JSON.stringify(t.logs);
    const secrets = [
      'sign-up-secret-1',
      'wrong-guess-in-query',
      'wrong-guess-in-body',
      TEST_PASSWORD,
      stored?.passwordHash ?? 'missing hash',
      '$2b$',
      account.token,
      sessionTokenOf(queryLogin),
      sessionTokenOf(bodyLogin),
      t.config.JWT_SECRET,
      encodeURIComponent(account.user.email),
    ];
    for (const secret of secrets) expect(written).not.toContain(secret);
    const answered = JSON.stringify(responses.map((response) => response.body as unknown));
    for (const secret of secrets) expect(answered).not.toContain(secret);

    const loginLines = t.logs.filter((line) => JSON.stringify(line).includes('/login'));
    expect(loginLines.length).toBeGreaterThanOrEqual(4);
    expect(written).not.toMatch(/\/login\?/);
  });
});
