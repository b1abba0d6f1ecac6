import { randomBytes } from 'node:crypto';

/** 12 random lower-case hexadecimal characters (spec section 9), from the crypto RNG. */
export function newOrderId(): string {
  return randomBytes(6).toString('hex');
}
