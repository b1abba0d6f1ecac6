import mongoose from 'mongoose';
import type { OrderModel, OrderRecord } from './orders.model.js';

/** An order mark a worker finishes: the date after which the work is due. */
type DueMark = 'giveBackAfter' | 'followUpAfter';

/**
 * A worker's pass over the orders whose `mark` is due at `at`, at most `batch` of them: each is
 * held for `holdMs` by the process that takes it (one conditional update moving the mark on), so
 * two processes never work the same order at once, and `work` runs for the ones taken here.
 */
export async function workDueOrders(
  Order: OrderModel,
  { mark, at, holdMs, batch }: { mark: DueMark; at: Date; holdMs: number; batch: number },
  work: (order: OrderRecord) => Promise<void>,
): Promise<void> {
  const due = await Order.find({ [mark]: mongoose.trusted({ $lte: at }) })
    .limit(batch)
    .lean();
  for (const order of due) {
    const held = new Date(at.getTime() + holdMs);
    const taken = await Order.updateOne(
      { _id: order._id, [mark]: order[mark] },
      { $set: { [mark]: held } },
    );
    // Worked as it now stands, with the mark this pass set: finishing can then tell that mark
    // from one set again meanwhile.
    if (taken.modifiedCount === 1) await work({ ...order, [mark]: held });
  }
}
