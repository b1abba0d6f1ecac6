import { randomBytes } from 'node:crypto';

/** 12 random lower-case hex characters, from the crypto RNG (docs/product.md#order-entity). */
export function newOrderId(): string {
  return randomBytes(6).toString('hex');
}
