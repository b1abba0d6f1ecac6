import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';
import { upgradeGyms } from './upgrade-gyms.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('upgrading gyms saved by older versions', () => {
  it('fills in hours and the state once, and never overwrites an operator’s values', async () => {
    const gyms = db.connection.collection('gyms');
    await gyms.insertMany([
      // Before hours and states.
      { name: 'Flex Zone Koramangala', city: 'Bengaluru' },
      // Hours already, no state yet.
      {
        name: 'Titan Gym Jubilee Hills',
        city: 'Hyderabad',
        area: 'Jubilee Hills',
        opensAt: '07:00',
        closesAt: '21:00',
        handoverPoint: 'Cafe',
      },
      // An operator's state, kept.
      { name: 'Body Forge Salt Lake', city: 'Kolkata', state: 'West Bengal (operator)' },
      // Not one of ours: left alone.
      { name: 'Operator Gym Thane', city: 'Thane' },
    ]);

    // Flex Zone: hours and state; Titan: its state; Body Forge: its hours.
    expect(await upgradeGyms(db.models)).toBe(4);
    expect(await upgradeGyms(db.models)).toBe(0);

    const byName = async (name: string) =>
      gyms.findOne({ name }, { projection: { _id: 0, createdAt: 0, updatedAt: 0 } });
    expect(await byName('Flex Zone Koramangala')).toEqual({
      name: 'Flex Zone Koramangala',
      city: 'Bengaluru',
      area: 'Koramangala 5th Block',
      opensAt: '05:30',
      closesAt: '22:00',
      handoverPoint: 'Front desk',
      state: 'Karnataka',
    });
    expect(await byName('Titan Gym Jubilee Hills')).toMatchObject({
      opensAt: '07:00',
      handoverPoint: 'Cafe',
      state: 'Telangana',
    });
    expect((await byName('Body Forge Salt Lake'))?.state).toBe('West Bengal (operator)');
    expect(await byName('Operator Gym Thane')).toEqual({
      name: 'Operator Gym Thane',
      city: 'Thane',
    });
  });
});
