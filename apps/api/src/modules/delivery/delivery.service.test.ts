import type { Gym } from '@gymfuel/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GYMS } from '../../seed/gyms.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createDeliveryService } from './delivery.service.js';

/** Saturday 28 Nov 2026, 16:30 in India. */
const OPENED = new Date('2026-11-28T11:00:00Z');
/** 20 minutes later: a 15-minute hold has lapsed. */
const LAPSED = new Date('2026-11-28T11:20:00Z');
const EVENING = { date: '2026-11-28', start: '18:00' };

let db: TestDatabase;
let now: Date;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  now = OPENED;
  await db.models.SlotSeat.deleteMany({});
});

/** Iron Temple Fitness Bandra takes deliveries 05:30–22:30, so 18:00 is one of its slots. */
const gym: Gym = { _id: '65f1c0ffee0000000000a001', ...SEED_GYMS[0]! };

/**
 * A slot of this capacity where 'paid-late' held seat 1 and was paid after its hold lapsed and
 * another checkout took the seat.
 */
async function lapsedHoldTaken(capacity: number) {
  const delivery = createDeliveryService({
    ...db.models,
    config: { SLOT_CAPACITY: capacity, SLOT_CUTOFF_MINUTES: 60, PAYMENT_HOLD_MINUTES: 15 },
    clock: () => now,
  });
  await delivery.hold(gym, EVENING, 'paid-late', { renew: false });
  now = LAPSED;
  await delivery.hold(gym, EVENING, 'next-shopper', { renew: false });
  return delivery;
}

const seatsOf = (holder: string) =>
  db.models.SlotSeat.find({ holder }, { _id: 0, seat: 1, state: 1, overbooked: 1 }).lean();

describe('confirming a payment’s seat', () => {
  it('takes one seat when two confirmations of a lapsed, taken hold race', async () => {
    // Seat 2 is free.
    const delivery = await lapsedHoldTaken(2);

    const results = await Promise.all([
      delivery.confirm(gym.name, EVENING, 'paid-late'),
      delivery.confirm(gym.name, EVENING, 'paid-late'),
    ]);

    expect(await seatsOf('paid-late')).toEqual([{ seat: 2, state: 'confirmed' }]);
    expect(results).toEqual([{ overbooked: false }, { overbooked: false }]);
  });

  it('overbooks once when the racing confirmations find the slot full', async () => {
    const delivery = await lapsedHoldTaken(1);

    const results = await Promise.all([
      delivery.confirm(gym.name, EVENING, 'paid-late'),
      delivery.confirm(gym.name, EVENING, 'paid-late'),
      delivery.confirm(gym.name, EVENING, 'paid-late'),
    ]);

    expect(await seatsOf('paid-late')).toEqual([{ seat: 2, state: 'confirmed', overbooked: true }]);
    expect(results).toEqual([{ overbooked: true }, { overbooked: true }, { overbooked: true }]);
  });

  it('is enforced by a unique index on a holder’s confirmed seat, as real MongoDB needs', async () => {
    const indexes = await db.models.SlotSeat.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'holder_1_state_1')).toMatchObject({
      key: { holder: 1, state: 1 },
      unique: true,
      partialFilterExpression: { state: 'confirmed' },
    });
  });
});
