import mongoose from 'mongoose';
import type { Models } from '../db/models.js';
import { SEED_GYMS } from './gyms.js';

/**
 * Start-up migration: gyms saved before they had hours get the area, hours and handover point of
 * the gym they are (by name), once; an operator's values are never overwritten. Returns how many
 * gyms it filled in.
 */
export async function upgradeGyms({ Gym }: Pick<Models, 'Gym'>): Promise<number> {
  const result = await Gym.bulkWrite(
    SEED_GYMS.map(({ name, area, opensAt, closesAt, handoverPoint }) => ({
      updateOne: {
        // sanitizeFilter (db/database.ts) neutralises operators unless they are marked trusted.
        filter: { name, opensAt: mongoose.trusted({ $exists: false }) },
        update: { $set: { area, opensAt, closesAt, handoverPoint } },
      },
    })),
  );
  return result.modifiedCount;
}
