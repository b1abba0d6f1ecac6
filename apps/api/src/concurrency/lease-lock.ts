import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { takeLease } from '../db/take-lease.js';
import { AppError } from '../errors/app-error.js';

/** What a lock needs of its lease model: documents `{_id, holder, heldUntil}`. */
interface LockModel {
  findOneAndUpdate(filter: object, update: object, options: { upsert: true }): PromiseLike<unknown>;
  deleteOne(filter: object): PromiseLike<unknown>;
}

const POLL_MS = 20;

/**
 * Work one at a time per lock id, across every API process: the lock is one document taken by a
 * single conditional upsert (the `_id` index lets one taker in), with a lease so a process that
 * dies holding it blocks nobody for longer than `leaseMs`. A taker that finds it held polls for
 * up to `waitMs`, then is refused with 409 `busyMessage`.
 */
export function createLeaseLock({
  Locks,
  leaseMs,
  waitMs,
  busyMessage,
  now = () => new Date(),
}: {
  Locks: LockModel;
  /** Far above the work's longest run, so a live holder always finishes first. */
  leaseMs: number;
  waitMs: number;
  busyMessage: string;
  now?: () => Date;
}) {
  const take = (lockId: string, holder: string) => {
    const at = now();
    return takeLease(Locks, {
      _id: lockId,
      untilField: 'heldUntil',
      holder,
      at,
      until: new Date(at.getTime() + leaseMs),
    });
  };

  return {
    /** Runs `work` holding the lock `lockId`; waits for it a little, then refuses with 409. */
    async whileHeld<T>(lockId: string, work: () => Promise<T>): Promise<T> {
      const holder = randomBytes(8).toString('hex');
      const giveUpAt = performance.now() + waitMs;
      while (!(await take(lockId, holder))) {
        if (performance.now() > giveUpAt) throw AppError.conflict(busyMessage);
        await sleep(POLL_MS);
      }
      try {
        return await work();
      } finally {
        await Locks.deleteOne({ _id: lockId, holder });
      }
    },
  };
}
