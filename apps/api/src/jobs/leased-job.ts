import { randomBytes } from 'node:crypto';
import { takeLease } from '../db/take-lease.js';
import type { JobLeaseModel } from './job-lease.model.js';

/**
 * A job that runs every `everyMs` in one API process at a time, whichever that is. A process
 * takes the run with one `findOneAndUpdate` on the job's lease document where the lease has
 * ended (an upsert, so the first run creates it; a process that finds it held gets E11000 on
 * the `_id` and skips). Every process asks each time its worker ticks; only the one that wins
 * runs, and the lease then says when the next run is due.
 */
export function createLeasedJob({
  JobLease,
  name,
  everyMs,
  leaseMs,
  now = () => new Date(),
  holder = `${name}-${randomBytes(6).toString('hex')}`,
}: {
  JobLease: JobLeaseModel;
  name: string;
  everyMs: number;
  /** Longer than a run ever takes: another process takes the job over after it. */
  leaseMs: number;
  now?: () => Date;
  holder?: string;
}) {
  const take = (at: Date) =>
    takeLease(JobLease, {
      _id: name,
      untilField: 'leaseUntil',
      holder,
      at,
      until: new Date(at.getTime() + leaseMs),
    });

  return {
    /** Runs `work` if the job is due and no other process holds it; true when it ran. */
    async runIfDue(work: () => Promise<unknown>): Promise<boolean> {
      const startedAt = now();
      if (!(await take(startedAt))) return false;
      try {
        await work();
      } finally {
        // A failed run waits for the next one too: the provider or the database is unwell.
        await JobLease.updateOne(
          { _id: name, holder },
          { $set: { leaseUntil: new Date(startedAt.getTime() + everyMs) } },
        );
      }
      return true;
    },
  };
}

export type LeasedJob = ReturnType<typeof createLeasedJob>;
