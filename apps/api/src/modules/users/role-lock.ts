import { createLeaseLock } from '../../concurrency/lease-lock.js';
import type { RoleLockModel } from './role-lock.model.js';

/** Far above one role change (three small queries), so a live holder always finishes first. */
const ROLE_LOCK_LEASE_MS = 10_000;
const LOCK_ID = 'roles';

export const ROLE_CHANGE_BUSY = 'Another role change is under way: please try again';

/**
 * Role changes one at a time, across every API process and the ops CLI. Checking "is another
 * owner left?" and then demoting are two operations; two owners demoting each other at once
 * would each see the other and leave no owner. Taking this lock first makes the check and the
 * write one step.
 */
export function createRoleLock({ RoleLock, now }: { RoleLock: RoleLockModel; now?: () => Date }) {
  // Role changes are rare and quick: a change waits a little for the one before it.
  const lock = createLeaseLock({
    Locks: RoleLock,
    leaseMs: ROLE_LOCK_LEASE_MS,
    waitMs: 5_000,
    busyMessage: ROLE_CHANGE_BUSY,
    now,
  });
  return {
    whileHeld: <T>(work: () => Promise<T>): Promise<T> => lock.whileHeld(LOCK_ID, work),
  };
}

export type RoleLock = ReturnType<typeof createRoleLock>;
