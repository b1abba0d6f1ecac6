import { createHash } from 'node:crypto';
import {
  addressSchema,
  type Address,
  type PaymentProvider,
  type SlotChoice,
} from '@gymfuel/contracts';
import { newSeatHolder } from '../delivery/delivery.service.js';
import type { PricedCheckout } from '../orders/checkout-pricing.js';

const ADDRESS_FIELDS = Object.keys(addressSchema.shape) as (keyof Address)[];

/**
 * Names a priced checkout: the same lines (product, quantity, price), voucher, total, address and slot
 * through the same provider give the same key, whatever order the lines came in. A shopper's
 * pending payment with this key is that checkout, so paying for it again reuses its order.
 */
export function checkoutKeyOf(
  provider: PaymentProvider,
  priced: PricedCheckout,
  address: Address,
  slot: SlotChoice,
): string {
  const lines = priced.lines
    .map((line) => [line.productId, line.quantity, line.pricePaise] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const canonical = JSON.stringify([
    provider,
    lines,
    priced.voucherCode ?? null,
    priced.totals.totalPaise,
    ADDRESS_FIELDS.map((field) => address[field]),
    [slot.date, slot.start],
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * A seat holder for a new checkout: its shopper's and checkout key's tag, then random. The same
 * checkout opened at once through two API processes (a double click reaching both) can so find
 * the other call's hold, the slot's last seat maybe, and share it rather than be told 'full'.
 * The shopper is in the tag: another shopper typing the same address makes a different one.
 */
export function newCheckoutHolder(tag: string): string {
  return `${tag}.${newSeatHolder()}`;
}

/** The tag of a shopper's checkout in its seat holders. */
export function checkoutTagOf(userId: string, checkoutKey: string): string {
  return createHash('sha256').update(`${userId}|${checkoutKey}`).digest('hex').slice(0, 24);
}
