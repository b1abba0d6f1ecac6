import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectSuccess } from '../test/contract.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /config', () => {
  it('says Google sign-in is off when GOOGLE_CLIENT_ID is unset', async () => {
    const body = expectSuccess(
      endpoints.getClientConfig,
      await call(t.app, endpoints.getClientConfig),
    );
    expect(body.data).toEqual({ googleClientId: null, paymentsProvider: 'simulated' });
  });

  it('publishes the Google client id and the payments provider when configured', async () => {
    const configured = await createTestApp({
      db: t.db,
      env: {
        GOOGLE_CLIENT_ID: 'gymfuel.apps.googleusercontent.com',
        PAYMENTS_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'razorpay-test-secret',
        RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
      },
    });
    const body = expectSuccess(
      endpoints.getClientConfig,
      await call(configured.app, endpoints.getClientConfig),
    );
    expect(body.data).toEqual({
      googleClientId: 'gymfuel.apps.googleusercontent.com',
      paymentsProvider: 'razorpay',
    });
    expect(JSON.stringify(body)).not.toContain('razorpay-test-secret');
  });
});
