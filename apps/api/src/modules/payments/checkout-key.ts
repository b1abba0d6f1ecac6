import { createHash } from 'node:crypto';
import {
  addressSchema,
  type Address,
  type PaymentProvider,
  type SlotChoice,
} from '@gymfuel/contracts';
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
