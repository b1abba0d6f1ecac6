import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';
import { createLeasedJob } from './leased-job.js';

const T0 = new Date('2026-11-28T04:30:00.000Z');
const minutesLater = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let db: TestDatabase;
let now: Date;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  now = T0;
  await db.models.JobLease.deleteMany({});
});

/** The job as one API process sees it: every 3 minutes, a 15-minute lease. */
const processNamed = (holder: string) =>
  createLeasedJob({
    JobLease: db.models.JobLease,
    name: 'test-job',
    everyMs: 3 * 60_000,
    leaseMs: 15 * 60_000,
    now: () => now,
    holder,
  });

describe('createLeasedJob', () => {
  it('runs once per interval whichever process asks, and says when the next run is due', async () => {
    const one = processNamed('one');
    const two = processNamed('two');
    let runs = 0;
    const work = async () => void (runs += 1);

    expect(await Promise.all([one.runIfDue(work), two.runIfDue(work)])).toEqual(
      expect.arrayContaining([true, false]),
    );
    now = minutesLater(2);
    expect(await two.runIfDue(work)).toBe(false);
    now = minutesLater(3);
    expect(await two.runIfDue(work)).toBe(true);
    expect(runs).toBe(2);
    expect(await db.models.JobLease.findById('test-job').lean()).toEqual({
      _id: 'test-job',
      holder: 'two',
      leaseUntil: minutesLater(6),
    });
  });

  it('hands the job on when its holder dies mid-run, once the lease has lapsed', async () => {
    const dying = processNamed('dying');
    const survivor = processNamed('survivor');
    // The run never finishes: its process died.
    void dying.runIfDue(() => new Promise(() => {}));
    await new Promise((resolve) => setImmediate(resolve));
    let ran = false;
    now = minutesLater(14);
    expect(await survivor.runIfDue(async () => void (ran = true))).toBe(false);
    now = minutesLater(15);
    expect(await survivor.runIfDue(async () => void (ran = true))).toBe(true);
    expect(ran).toBe(true);
  });

  it('waits for the next interval after a failed run, and lets the failure through', async () => {
    const one = processNamed('one');
    await expect(
      one.runIfDue(async () => {
        throw new Error('Razorpay unreachable');
      }),
    ).rejects.toThrow('Razorpay unreachable');
    now = minutesLater(1);
    expect(await one.runIfDue(async () => {})).toBe(false);
    now = minutesLater(3);
    expect(await one.runIfDue(async () => {})).toBe(true);
  });
});
