import { createHmac, timingSafeEqual } from 'node:crypto';

function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Compares in constant time, so the response time never tells an attacker how many leading
 * characters of a forged signature were right. Lengths are not secret (always 64 hex).
 */
function sameSignature(expected: string, received: string): boolean {
  const expectedBytes = Buffer.from(expected, 'utf8');
  const receivedBytes = Buffer.from(received, 'utf8');
  return (
    expectedBytes.length === receivedBytes.length && timingSafeEqual(expectedBytes, receivedBytes)
  );
}

/** Razorpay's payment signature: HMAC-SHA256 of `order_id|payment_id` with the key secret, in hex. */
export function paymentSignature(
  providerOrderId: string,
  paymentId: string,
  secret: string,
): string {
  return hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);
}

/** True only when `signature` is the one Razorpay (or the simulated checkout) makes for this pair. */
export function isValidPaymentSignature(
  providerOrderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  return sameSignature(paymentSignature(providerOrderId, paymentId, secret), signature);
}

/** X-Razorpay-Signature: HMAC-SHA256 of the raw request body with the webhook secret, in hex. */
export function webhookSignature(rawBody: Buffer | string, secret: string): string {
  return hmacSha256Hex(secret, rawBody);
}

export function isValidWebhookSignature(
  rawBody: Buffer,
  signature: string,
  secret: string,
): boolean {
  return sameSignature(webhookSignature(rawBody, secret), signature);
}
