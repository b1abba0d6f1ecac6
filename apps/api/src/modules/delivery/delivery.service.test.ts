import type { Gym } from '@gymfuel/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

/** Takes deliveries 05:30–22:30, so 18:00 is one of its slots. */
const gym: Gym = {
  _id: '65f1c0ffee0000000000a001',
  name: 'Iron Temple Fitness Bandra',
  area: 'Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  opensAt: '05:30',
  closesAt: '22:30',
  handoverPoint: 'Front desk',
};

function deliveryWithCapacity(capacity: number) {
  return createDeliveryService({
    ...db.models,
    config: { SLOT_CAPACITY: capacity, SLOT_CUTOFF_MINUTES: 60, PAYMENT_HOLD_MINUTES: 15 },
    clock: () => now,
  });
}

const seatsOf = (holder: string) =>
  db.models.SlotSeat.find({ holder }, { _id: 0, seat: 1, state: 1, overbooked: 1 }).lean();

describe('confirming a payment’s seat', () => {
  it('takes one seat when two confirmations of a lapsed, taken hold race', async () => {
    const delivery = deliveryWithCapacity(2);
    await delivery.hold(gym, EVENING, 'paid-late', { renew: false });
    now = LAPSED;
    // Seat 1 lapsed and is taken by another checkout; seat 2 is free.
    await delivery.hold(gym, EVENING, 'next-shopper', { renew: false });

    const results = await Promise.all([
      delivery.confirm(gym.name, EVENING, 'paid-late'),
      delivery.confirm(gym.name, EVENING, 'paid-late'),
    ]);

    expect(await seatsOf('paid-late')).toEqual([{ seat: 2, state: 'confirmed' }]);
    expect(results).toEqual([{ overbooked: false }, { overbooked: false }]);
  });

  it('overbooks once when the racing confirmations find the slot full', async () => {
    const delivery = deliveryWithCapacity(1);
    await delivery.hold(gym, EVENING, 'paid-late', { renew: false });
    now = LAPSED;
    await delivery.hold(gym, EVENING, 'next-shopper', { renew: false });

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
