import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { takeLease } from '../../db/take-lease.js';
import { AppError } from '../../errors/app-error.js';
import type { RoleLockModel } from './role-lock.model.js';

/** Far above one role change (three small queries), so a live holder always finishes first. */
export const ROLE_LOCK_LEASE_MS = 10_000;
/** How long a change waits for the one before it; role changes are rare and quick. */
const ROLE_LOCK_WAIT_MS = 5_000;
const ROLE_LOCK_POLL_MS = 20;
const LOCK_ID = 'roles';

export const ROLE_CHANGE_BUSY = 'Another role change is under way: please try again';

/**
 * Role changes one at a time, across every API process and the ops CLI. Checking "is another
 * owner left?" and then demoting are two operations; two owners demoting each other at once
 * would each see the other and leave no owner. Taking this lock first makes the check and the
 * write one step: the lock is one document taken by a single conditional upsert (the `_id`
 * index lets one taker in), with a lease so a process that dies holding it blocks nobody for
 * long.
 */
export function createRoleLock({
  RoleLock,
  now = () => new Date(),
}: {
  RoleLock: RoleLockModel;
  now?: () => Date;
}) {
  const take = (holder: string) => {
    const at = now();
    return takeLease(RoleLock, {
      _id: LOCK_ID,
      untilField: 'heldUntil',
      holder,
      at,
      until: new Date(at.getTime() + ROLE_LOCK_LEASE_MS),
    });
  };

  return {
    /** Runs `work` holding the lock; waits for it a little, then refuses with 409. */
    async whileHeld<T>(work: () => Promise<T>): Promise<T> {
      const holder = randomBytes(8).toString('hex');
      const giveUpAt = performance.now() + ROLE_LOCK_WAIT_MS;
      while (!(await take(holder))) {
        if (performance.now() > giveUpAt) throw AppError.conflict(ROLE_CHANGE_BUSY);
        await sleep(ROLE_LOCK_POLL_MS);
      }
      try {
        return await work();
      } finally {
        await RoleLock.updateOne({ _id: LOCK_ID, holder }, { $set: { heldUntil: new Date(0) } });
      }
    },
  };
}

export type RoleLock = ReturnType<typeof createRoleLock>;
