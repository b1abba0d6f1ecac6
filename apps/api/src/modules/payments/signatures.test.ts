import { describe, expect, it } from 'vitest';
import {
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
  webhookSignature,
} from './signatures.js';

// Vectors computed independently: printf '%s' DATA | openssl dgst -sha256 -hmac SECRET
const ORDER_ID = 'order_IluGWxBm9U8zJ8';
const PAYMENT_ID = 'pay_IluGjCm3Vb3MSE';
const KEY_SECRET = 'test_key_secret_fixed';
const PAYMENT_VECTOR = '4288cd389bf9415b1690cc295130d2ab99123b38170e8ce3cbb8a6a06f73510c';
const WEBHOOK_BODY = '{"event":"order.paid"}';
const WEBHOOK_SECRET = 'whsec_fixed';
const WEBHOOK_VECTOR = '8d15f8e883ac6e91f43502481674ecf8d2ca3acc4d0cd1c0de5ac76fcf86b1b2';

describe('payment signatures', () => {
  it('matches the HMAC-SHA256 vector of order_id|payment_id', () => {
    expect(paymentSignature(ORDER_ID, PAYMENT_ID, KEY_SECRET)).toBe(PAYMENT_VECTOR);
    expect(isValidPaymentSignature(ORDER_ID, PAYMENT_ID, PAYMENT_VECTOR, KEY_SECRET)).toBe(true);
  });

  it('rejects swapped ids, a wrong secret, a forged or truncated signature', () => {
    expect(isValidPaymentSignature(PAYMENT_ID, ORDER_ID, PAYMENT_VECTOR, KEY_SECRET)).toBe(false);
    expect(isValidPaymentSignature(ORDER_ID, PAYMENT_ID, PAYMENT_VECTOR, 'another_secret')).toBe(
      false,
    );
    expect(isValidPaymentSignature(ORDER_ID, PAYMENT_ID, '0'.repeat(64), KEY_SECRET)).toBe(false);
    expect(
      isValidPaymentSignature(ORDER_ID, PAYMENT_ID, PAYMENT_VECTOR.slice(0, 63), KEY_SECRET),
    ).toBe(false);
    expect(
      isValidPaymentSignature(ORDER_ID, PAYMENT_ID, PAYMENT_VECTOR.toUpperCase(), KEY_SECRET),
    ).toBe(false);
    expect(isValidPaymentSignature(ORDER_ID, PAYMENT_ID, '', KEY_SECRET)).toBe(false);
  });

  it('never mistakes a different pair for the same one', () => {
    expect(paymentSignature(`${ORDER_ID}|x`, PAYMENT_ID, KEY_SECRET)).not.toBe(PAYMENT_VECTOR);
    expect(paymentSignature(ORDER_ID, `${PAYMENT_ID}x`, KEY_SECRET)).not.toBe(PAYMENT_VECTOR);
  });
});

describe('webhook signatures', () => {
  it('matches the HMAC-SHA256 vector of the raw body', () => {
    expect(webhookSignature(WEBHOOK_BODY, WEBHOOK_SECRET)).toBe(WEBHOOK_VECTOR);
    expect(isValidWebhookSignature(Buffer.from(WEBHOOK_BODY), WEBHOOK_VECTOR, WEBHOOK_SECRET)).toBe(
      true,
    );
  });

  it('rejects the same JSON serialised differently, and a wrong secret', () => {
    const reserialised = Buffer.from('{ "event": "order.paid" }');
    expect(isValidWebhookSignature(reserialised, WEBHOOK_VECTOR, WEBHOOK_SECRET)).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(WEBHOOK_BODY), WEBHOOK_VECTOR, 'whsec_other')).toBe(
      false,
    );
  });
});
