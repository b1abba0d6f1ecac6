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
  it('says Google sign-in and pay on delivery are off when their variables are unset', async () => {
    const response = await call(t.app, endpoints.getClientConfig);
    expectSuccess(endpoints.getClientConfig, response);
    // The body as sent: parsing it would fill in a missing payOnDelivery as false.
    expect(response.body.data).toEqual({
      googleClientId: null,
      paymentsProvider: 'simulated',
      payOnDelivery: false,
    });
  });

  it('publishes the Google client id, the payments provider and pay on delivery when configured', async () => {
    const configured = await createTestApp({
      db: t.db,
      env: {
        PAY_ON_DELIVERY: 'true',
        GOOGLE_CLIENT_ID: 'gymfuel.apps.googleusercontent.com',
        PAYMENTS_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'razorpay-test-secret',
        RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
      },
    });
    const response = await call(configured.app, endpoints.getClientConfig);
    expectSuccess(endpoints.getClientConfig, response);
    expect(response.body.data).toEqual({
      googleClientId: 'gymfuel.apps.googleusercontent.com',
      paymentsProvider: 'razorpay',
      payOnDelivery: true,
    });
    expect(response.text).not.toContain('razorpay-test-secret');
  });
});
