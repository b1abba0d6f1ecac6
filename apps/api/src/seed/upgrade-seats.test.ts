import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';
import { freeDoubleConfirmedSeats } from './upgrade-seats.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('upgrading slot seats saved by older versions', () => {
  it('keeps each payment’s lowest confirmed seat, so the one-paid-seat index can be built', async () => {
    const { SlotSeat } = db.models;
    // A database from before the index: it held a payment confirmed twice.
    await SlotSeat.collection.dropIndex('holder_1_state_1');
    const slot = { gym: 'Flex Zone Koramangala', date: '2026-11-28', start: '18:00' };
    const expiresAt = new Date('2026-11-28T11:00:00Z');
    await SlotSeat.collection.insertMany([
      { ...slot, seat: 3, state: 'confirmed', holder: 'twice', expiresAt, overbooked: true },
      { ...slot, seat: 1, state: 'confirmed', holder: 'twice', expiresAt },
      { ...slot, seat: 2, state: 'confirmed', holder: 'once', expiresAt },
      { ...slot, seat: 4, state: 'held', holder: 'held', expiresAt },
    ]);

    expect(await freeDoubleConfirmedSeats(db.connection)).toBe(1);
    expect(await freeDoubleConfirmedSeats(db.connection)).toBe(0);

    const left = await SlotSeat.find({}, { _id: 0, holder: 1, seat: 1 }).sort({ seat: 1 }).lean();
    expect(left).toEqual([
      { holder: 'twice', seat: 1 },
      { holder: 'once', seat: 2 },
      { holder: 'held', seat: 4 },
    ]);
    await SlotSeat.createIndexes();
    const indexes = await SlotSeat.collection.listIndexes().toArray();
    expect(indexes.map((index) => index.name)).toContain('holder_1_state_1');
  });
});
