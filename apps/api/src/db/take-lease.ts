import mongoose from 'mongoose';
import { isDuplicateKey } from '../errors/duplicate-key.js';

/** What takeLease needs of a lease model (role locks and job leases each have their own). */
interface LeaseModel {
  findOneAndUpdate(filter: object, update: object, options: { upsert: true }): PromiseLike<unknown>;
}

/**
 * Takes the lease document `_id` (`{_id, holder, [untilField]: Date}`) for `holder` until
 * `until`, if it has ended by `at` or was never taken: one conditional upsert, so the `_id` index
 * lets exactly one taker in across every process. False when someone else holds it.
 */
export async function takeLease(
  leases: LeaseModel,
  lease: { _id: string; untilField: string; holder: string; at: Date; until: Date },
): Promise<boolean> {
  try {
    await leases.findOneAndUpdate(
      { _id: lease._id, [lease.untilField]: mongoose.trusted({ $lte: lease.at }) },
      { $set: { [lease.untilField]: lease.until, holder: lease.holder } },
      { upsert: true },
    );
    return true;
  } catch (error) {
    // Held by someone else: the filter missed, and the insert it fell back to hit `_id`.
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}
