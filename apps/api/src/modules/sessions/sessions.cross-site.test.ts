import { endpoints } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, uniqueEmail, TEST_PASSWORD, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let asha: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://shop.example.com', CORS_ORIGINS: 'https://partner.example.org' },
  });
  asha = await signUpUser(t.app);
});
afterAll(() => t.close());

const loginWithQuery = (headers: Record<string, string>) =>
  request(t.app)
    .get('/login')
    .query({ email: asha.user.email, password: asha.password })
    .set(headers);

const CROSS_SITE_MESSAGE =
  'Signing in from another site is not allowed: please sign in on the GymFuel shop itself';

function expectRefusedWithoutCookie(response: request.Response) {
  expect(expectFailure(response, 403, 'FORBIDDEN').message).toBe(CROSS_SITE_MESSAGE);
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('GET /login against login CSRF', () => {
  it('refuses a request a browser marks cross-site (a link or <img> on another site)', async () => {
    expectRefusedWithoutCookie(await loginWithQuery({ 'Sec-Fetch-Site': 'cross-site' }));
  });

  it('refuses an Origin that is neither the shop, a CORS origin nor the API', async () => {
    expectRefusedWithoutCookie(await loginWithQuery({ Origin: 'https://evil.example.net' }));
  });

  it.each([
    ['the shop (PUBLIC_URL)', { Origin: 'https://shop.example.com' }],
    ['a configured CORS origin', { Origin: 'https://partner.example.org' }],
    ['the API itself', { Origin: 'https://api.example.com', Host: 'api.example.com' }],
    ['a same-origin browser request', { 'Sec-Fetch-Site': 'same-origin' }],
    ['no browser headers at all', {}],
  ])('logs in from %s', async (_case, headers) => {
    const response = await loginWithQuery(headers);
    expect(expectSuccess(endpoints.loginWithQuery, response).data._id).toBe(asha.user._id);
    expect(response.headers['set-cookie']).toBeDefined();
  });
});

describe('the other sign-in routes against login CSRF', () => {
  const crossSite = { 'Sec-Fetch-Site': 'cross-site' };

  it('refuses a cross-site POST /login, sign-up and Google sign-in with 403', async () => {
    const attempts = [
      call(t.app, endpoints.login, { email: asha.user.email, password: asha.password }),
      call(t.app, endpoints.signUp, {
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        userName: 'Ravi Shah',
        phoneNumber: '9876543210',
      }),
      call(t.app, endpoints.googleSignIn, { credential: 'a.google.token' }),
    ];
    for (const attempt of attempts) expectRefusedWithoutCookie(await attempt.set(crossSite));
  });

  it('lets the shop itself sign in with POST /login', async () => {
    const response = await call(t.app, endpoints.login, {
      email: asha.user.email,
      password: asha.password,
    }).set({ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://shop.example.com' });
    expectSuccess(endpoints.login, response);
  });
});
