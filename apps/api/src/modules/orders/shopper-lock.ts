import { createLeaseLock } from '../../concurrency/lease-lock.js';
import type { CheckoutLockModel } from './checkout-lock.model.js';

export const ORDER_BEING_PLACED = 'Your previous order is still being placed. Please try again.';

/**
 * A shopper's order placings one at a time, whichever API process each reaches: pay-on-delivery's
 * /addorder and the confirmations of paid checkouts (/authpayment, the webhook, reconciliation)
 * take the same lock document (`checkout_locks`, `_id` the shopper's id), so a placing that first
 * looks for an order the shopper has just placed (a double submit, the same cart paid from two
 * tabs) always sees it. Real time, not the shop's clock: the lease is the database's.
 */
export function createShopperLock(CheckoutLock: CheckoutLockModel) {
  const lock = createLeaseLock({
    Locks: CheckoutLock,
    // Far above one placement, even on a busy machine.
    leaseMs: 60_000,
    waitMs: 15_000,
    busyMessage: ORDER_BEING_PLACED,
  });
  return {
    whileHeld: <T>(userId: string, work: () => Promise<T>): Promise<T> =>
      lock.whileHeld(userId, work),
  };
}

export type ShopperLock = ReturnType<typeof createShopperLock>;
