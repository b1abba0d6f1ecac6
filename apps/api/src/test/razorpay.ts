import { createHmac } from 'node:crypto';
import { endpoints } from '@gymfuel/contracts';
import type { Express } from 'express';
import nock from 'nock';
import { afterAll, afterEach, beforeAll } from 'vitest';
import request from 'supertest';

/** Razorpay's API, faked with nock: no test ever reaches it for real. */
export const RAZORPAY = 'https://api.razorpay.com';
export const KEY_ID = 'rzp_test_GymFuelSuite';
export const KEY_SECRET = 'razorpay-key-secret-for-tests';
export const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-tests';

/** The environment of an API in razorpay mode with the test keys above. */
export const RAZORPAY_ENV = {
  PAYMENTS_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
} as const;

export const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

/**
 * Recorded HTTP for one test file: nock intercepts while it runs, only loopback (supertest, the
 * test database) may be reached, and every interceptor is dropped after each test. Suites share
 * their worker's modules (vitest.config.ts), so the file ends by taking nock out of `http`
 * again: left in, it would sit under every later file's requests.
 */
export function useRecordedHttp(): void {
  beforeAll(() => {
    if (!nock.isActive()) nock.activate();
    nock.disableNetConnect();
    nock.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
  });
  afterEach(() => nock.cleanAll());
  afterAll(() => {
    nock.enableNetConnect();
    nock.restore();
  });
}

let nextOrderNumber = 0;

/** Fakes Razorpay's Orders API once, recording what was sent. */
export function fakeRazorpayOrder(): { id: string; sent: () => unknown } {
  nextOrderNumber += 1;
  const id = `order_Test${String(nextOrderNumber).padStart(10, '0')}`;
  let sent: unknown;
  nock(RAZORPAY)
    .post('/v1/orders', (body) => {
      sent = body;
      return true;
    })
    .basicAuth({ user: KEY_ID, pass: KEY_SECRET })
    .reply(200, (_uri, body) => ({
      id,
      entity: 'order',
      amount: (body as { amount: number }).amount,
      currency: 'INR',
      status: 'created',
    }));
  return { id, sent: () => sent };
}

/** What Checkout.js hands back after a payment, signed with the key secret. */
export function checkoutResult(providerOrderId: string, paymentId = 'pay_Test0000000001') {
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmac(KEY_SECRET, `${providerOrderId}|${paymentId}`),
  };
}

/** Posts raw bytes to the webhook, as Razorpay does; a null signature sends no header. */
export function sendWebhook(app: Express, raw: string, signature: string | null, eventId?: string) {
  let test = request(app)
    .post(endpoints.razorpayWebhook.path)
    .set('Content-Type', 'application/json');
  if (signature !== null) test = test.set('X-Razorpay-Signature', signature);
  if (eventId !== undefined) test = test.set('X-Razorpay-Event-Id', eventId);
  return test.send(raw);
}

/** A webhook signed with the webhook secret over its exact bytes. */
export function sendSignedWebhook(app: Express, body: object, eventId?: string) {
  const raw = JSON.stringify(body);
  return sendWebhook(app, raw, hmac(WEBHOOK_SECRET, raw), eventId);
}

/**
 * Fakes Razorpay's answer about one payment (GET /v1/payments/:id), which /authpayment asks
 * before an order stands on it: captured by default, as with automatic capture.
 */
export function fakeRazorpayPayment(
  providerOrderId: string,
  paymentId = 'pay_Test0000000001',
  status = 'captured',
) {
  return nock(RAZORPAY)
    .get(`/v1/payments/${paymentId}`)
    .basicAuth({ user: KEY_ID, pass: KEY_SECRET })
    .reply(200, { id: paymentId, entity: 'payment', status, order_id: providerOrderId });
}

/**
 * Fakes Razorpay capturing a payment for exactly `amountPaise` (POST /v1/payments/:id/capture);
 * the interceptor, to check it was asked.
 */
export function fakeRazorpayCapture(paymentId: string, amountPaise: number) {
  return nock(RAZORPAY)
    .post(`/v1/payments/${paymentId}/capture`, { amount: amountPaise, currency: 'INR' })
    .basicAuth({ user: KEY_ID, pass: KEY_SECRET })
    .reply(200, {
      id: paymentId,
      entity: 'payment',
      amount: amountPaise,
      currency: 'INR',
      status: 'captured',
    });
}
