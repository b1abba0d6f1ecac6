import type { Connection } from 'mongoose';
import { leaseLockSchema } from '../../concurrency/lease-lock.model.js';

/**
 * Each shopper's lock on placing orders (shopper-lock.ts: pay-on-delivery and paid
 * confirmations), `_id` the shopper's id, deleted when the work holding it ends.
 */
const checkoutLockSchema = leaseLockSchema('checkout_locks');
// The lock of a process that died holding it goes once its lease has run out.
checkoutLockSchema.index({ heldUntil: 1 }, { expireAfterSeconds: 0 });

/** The model on this connection (compiled once; later calls return the same one). */
export const checkoutLockModel = (connection: Connection) =>
  connection.model('CheckoutLock', checkoutLockSchema);
export type CheckoutLockModel = ReturnType<typeof checkoutLockModel>;
