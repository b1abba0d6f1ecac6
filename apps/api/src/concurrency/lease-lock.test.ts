import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';
import { createLeaseLock } from './lease-lock.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.models.CheckoutLock.deleteMany({});
});

/** The lock as one API process sees it: a 1-minute lease, waiting up to `waitMs`. */
const processLock = (waitMs = 10_000) =>
  createLeaseLock({
    Locks: db.models.CheckoutLock,
    leaseMs: 60_000,
    waitMs,
    busyMessage: 'Busy: try again',
  });

/** A promise with its resolve, to hold a piece of work open until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('createLeaseLock', () => {
  it('runs the work of one lock id one at a time across processes, and other ids alongside', async () => {
    const one = processLock();
    const two = processLock();
    const order: string[] = [];
    const first = gate();
    const firstRun = one.whileHeld('shopper-1', async () => {
      order.push('first starts');
      await first.opened;
      order.push('first ends');
    });
    await expect.poll(() => order).toEqual(['first starts']);
    const secondRun = two.whileHeld('shopper-1', async () => void order.push('second'));
    // Another shopper is not held up by shopper-1's lock.
    await two.whileHeld('shopper-2', async () => void order.push('other shopper'));
    first.open();
    await Promise.all([firstRun, secondRun]);
    expect(order).toEqual(['first starts', 'other shopper', 'first ends', 'second']);
    // Each holder deletes its lock when its work ends.
    expect(await db.models.CheckoutLock.countDocuments()).toBe(0);
  });

  it('lets go of the lock when the work fails, and lets the failure through', async () => {
    const one = processLock();
    await expect(
      one.whileHeld('shopper-1', async () => {
        throw new Error('database unwell');
      }),
    ).rejects.toThrow('database unwell');
    expect(await one.whileHeld('shopper-1', async () => 'ran')).toBe('ran');
  });

  it('refuses with 409 and its message once it has waited its time for a live holder', async () => {
    await db.models.CheckoutLock.create({
      _id: 'shopper-1',
      heldUntil: new Date(Date.now() + 60_000),
      holder: 'another-request',
    });
    let ran = false;
    await expect(
      processLock(200).whileHeld('shopper-1', async () => void (ran = true)),
    ).rejects.toMatchObject({ status: 409, message: 'Busy: try again' });
    expect(ran).toBe(false);
    expect(await db.models.CheckoutLock.findById('shopper-1').lean()).toMatchObject({
      holder: 'another-request',
    });
  });

  it('takes over the lock of a process that died holding it, once its lease has run out', async () => {
    await db.models.CheckoutLock.create({
      _id: 'shopper-1',
      heldUntil: new Date(Date.now() - 1000),
      holder: 'dead-process',
    });
    expect(await processLock(200).whileHeld('shopper-1', async () => 'ran')).toBe('ran');
  });

  it('expires a dead holder’s lock document through a TTL index on its lease', async () => {
    const indexes = await db.models.CheckoutLock.collection.listIndexes().toArray();
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { heldUntil: 1 }, expireAfterSeconds: 0 }),
    );
  });
});
