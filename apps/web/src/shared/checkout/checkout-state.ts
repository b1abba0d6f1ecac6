import {
  addressSchema,
  checkoutLines,
  checkoutLineSchema,
  deliverySlotSchema,
  optionalVoucherCodeSchema,
  summarySchema,
  type Address,
  type CheckoutLine,
  type DeliverySlot,
  type Summary,
} from '@gymfuel/contracts';
import { useSyncExternalStore } from 'react';
import {
  parseStoredJson,
  readStoredText,
  storedRecord,
  writeStoredJson,
} from '../storage/stored-json';

/** Where the snapshot lives: sessionStorage, so a reload keeps it and closing the tab drops it. */
export const CHECKOUT_STORAGE_KEY = 'gymfuel:checkout';

/**
 * The order on its way from the cart to payment. The server cart is not cleared at 'Proceed to
 * Checkout' (docs/architecture.md#cart-cleared-when-the-order-exists); the order is built on the
 * server from `lines` with the catalogue's prices, so `summary` is for display only.
 */
export interface CheckoutState {
  /** Product ids and quantities, one line per product. */
  lines: CheckoutLine[];
  /** The cart's totals at 'Proceed to Checkout', in rupees. */
  summary: Summary;
  /** The applied voucher code, upper case; undefined when none was applied. */
  voucherCode: string | undefined;
  /** The delivery address chosen at checkout; null until 'Proceed to Payment'. */
  address: Address | null;
  /**
   * The delivery half hour picked at checkout, at the gym the form shows (another gym drops it);
   * null until one is picked.
   */
  slot: DeliverySlot | null;
}

export type CheckoutOrder = Omit<CheckoutState, 'address' | 'slot'>;

const linesSchema = checkoutLines(checkoutLineSchema, (line) => line.proId);
const listeners = new Set<() => void>();

/** The last raw text read and what it parsed to, so every render sees the same object. */
let cache: { raw: string | null; state: CheckoutState | null } = { raw: null, state: null };

function parseState(value: unknown): CheckoutState | null {
  const record = storedRecord(value);
  if (!record) return null;
  const lines = linesSchema.safeParse(record.lines);
  const summary = summarySchema.safeParse(record.summary);
  const voucherCode = optionalVoucherCodeSchema.safeParse(record.voucherCode ?? undefined);
  const address = record.address == null ? null : addressSchema.safeParse(record.address);
  const slot = record.slot == null ? null : deliverySlotSchema.safeParse(record.slot);
  if (!lines.success || !summary.success || !voucherCode.success) return null;
  if ((address && !address.success) || (slot && !slot.success)) return null;
  return {
    lines: lines.data,
    summary: summary.data,
    voucherCode: voucherCode.data,
    address: address ? address.data : null,
    slot: slot ? slot.data : null,
  };
}

/**
 * The checkout in progress, or null when there is none. A hand-edited or corrupt entry (bad
 * JSON, a quantity of 11, an empty order…) also reads as null, so screens redirect to /cart.
 */
export function readCheckoutState(): CheckoutState | null {
  // Without storage there is simply no checkout in progress.
  const raw = readStoredText('sessionStorage', CHECKOUT_STORAGE_KEY);
  if (raw !== cache.raw)
    cache = { raw, state: raw === null ? null : parseStoredJson(raw, parseState) };
  return cache.state;
}

/** Returns false when storage is full or blocked, so the caller can say the step failed. */
function write(state: CheckoutState | null): boolean {
  const written = writeStoredJson('sessionStorage', CHECKOUT_STORAGE_KEY, state);
  for (const listener of listeners) listener();
  return written;
}

/**
 * 'Proceed to Checkout': a new order replaces any earlier one, and its address and slot are
 * chosen anew. False when the order could not be kept (storage full or blocked).
 */
export function startCheckout(order: CheckoutOrder): boolean {
  return write({ ...order, address: null, slot: null });
}

/**
 * 'Proceed to Payment': keeps the chosen delivery address with the order. False when there is
 * no order or it could not be kept.
 */
export function setCheckoutAddress(address: Address): boolean {
  const state = readCheckoutState();
  return state ? write({ ...state, address }) : false;
}

/**
 * A delivery slot picked at checkout, or none (another gym was chosen, or the slot filled up
 * before payment). False when there is no order or it could not be kept.
 */
export function setCheckoutSlot(slot: DeliverySlot | null): boolean {
  const state = readCheckoutState();
  return state ? write({ ...state, slot }) : false;
}

/** Once the order exists (or is abandoned) the snapshot goes. */
export function clearCheckoutState(): void {
  write(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The checkout in progress, re-rendering when this tab changes it. */
export function useCheckoutState(): CheckoutState | null {
  return useSyncExternalStore(subscribe, readCheckoutState, () => null);
}
