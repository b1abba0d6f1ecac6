import { CLOCK_TIME_PATTERN, CLOSING_TIME_PATTERN, type Gym } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';
import { countWrites } from '../../db/write-revision.js';

/**
 * A gym we deliver to. Addresses refer to it by `name`, so names are unique. Its hours bound the
 * delivery slots (India time); the handover point is where the shopper collects the order.
 */
export interface GymRecord {
  _id: Types.ObjectId;
  name: string;
  city: string;
  /** The state's name ('Maharashtra'); optional in storage: older gyms get theirs on start. */
  state?: string;
  /** Optional in storage: gyms saved before they had hours are filled in on start. */
  area?: string;
  opensAt?: string;
  closesAt?: string;
  handoverPoint?: string;
  /** Hours edits saved through the console (absent before the first): see db/edit-version.ts. */
  version?: number;
}

const gymSchema = new Schema<GymRecord>(
  {
    name: { type: String, required: true, trim: true, unique: true },
    city: { type: String, required: true, trim: true },
    state: { type: String, trim: true },
    area: { type: String, trim: true },
    opensAt: { type: String, match: CLOCK_TIME_PATTERN },
    closesAt: { type: String, match: CLOSING_TIME_PATTERN },
    handoverPoint: { type: String, trim: true },
    version: { type: Number, min: 0 },
  },
  { collection: 'gyms', timestamps: true },
);

/** Bumped by every write to gyms on a connection: the gym cache follows it. */
export const currentGymRevision = countWrites(gymSchema);

/** The model on this connection (compiled once; later calls return the same one). */
export const gymModel = (connection: Connection) => connection.model('Gym', gymSchema);
export type GymModel = ReturnType<typeof gymModel>;

/** What a gym without recorded hours is taken to keep: a typical gym's staffed front desk. */
export const DEFAULT_GYM_HOURS = {
  opensAt: '06:00',
  closesAt: '22:00',
  handoverPoint: 'Front desk',
} as const;

export function toGymContract(record: GymRecord): Gym {
  const opensAt = record.opensAt ?? DEFAULT_GYM_HOURS.opensAt;
  const closesAt = record.closesAt ?? DEFAULT_GYM_HOURS.closesAt;
  // Hours that do not make a day (a hand edit) fall back rather than offering no slot at all.
  const hours = opensAt < closesAt ? { opensAt, closesAt } : DEFAULT_GYM_HOURS;
  return {
    _id: record._id.toHexString(),
    name: record.name,
    area: record.area ?? '',
    city: record.city,
    state: record.state ?? '',
    opensAt: hours.opensAt,
    closesAt: hours.closesAt,
    handoverPoint: record.handoverPoint || DEFAULT_GYM_HOURS.handoverPoint,
  };
}
