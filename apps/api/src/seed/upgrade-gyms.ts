import mongoose from 'mongoose';
import type { Models } from '../db/models.js';
import { SEED_GYMS } from './gyms.js';

/**
 * Start-up migration: gyms saved before they had hours get the area, hours and handover point of
 * the gym they are (by name), and gyms saved before they had a state get its state, once each;
 * an operator's values are never overwritten. Returns how many gym updates it made.
 */
export async function upgradeGyms({ Gym }: Pick<Models, 'Gym'>): Promise<number> {
  // sanitizeFilter (db/database.ts) neutralises operators unless they are marked trusted.
  const missing = () => mongoose.trusted({ $exists: false });
  const result = await Gym.bulkWrite(
    SEED_GYMS.flatMap(({ name, area, state, opensAt, closesAt, handoverPoint }) => [
      {
        updateOne: {
          filter: { name, opensAt: missing() },
          update: { $set: { area, opensAt, closesAt, handoverPoint } },
        },
      },
      { updateOne: { filter: { name, state: missing() }, update: { $set: { state } } } },
    ]),
  );
  return result.modifiedCount;
}
