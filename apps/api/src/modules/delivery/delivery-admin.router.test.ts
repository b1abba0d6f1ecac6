import { endpoints, type AuditKind } from '@gymfuel/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Saturday 28 Nov 2026, 16:30 in India (11:00 UTC). */
const NOW = new Date('2026-11-28T11:00:00Z');
const GYM = 'Iron Temple Fitness Bandra'; // 05:30–22:30 in the seed
const EVENING = { date: '2026-11-28', start: '18:00' };

let t: TestApp;
let owner: SignedInUser;
let items: CheckoutItem[];

beforeAll(async () => {
  t = await createTestApp({
    clock: () => NOW,
    env: {
      SLOT_CAPACITY: '20',
      PAYMENT_ORDER_RATE_LIMIT_PER_USER: '10000',
      AUTH_RATE_LIMIT_PER_IP: '10000',
    },
  });
  await seedDatabase(t.db.models);
  owner = await signUpVerifiedUser(t.app, t.db.models, 'owner');
  const [shake] = await firstSeededProducts(t.db.models);
  items = [{ product: shake, quantity: 1 }];
});
afterAll(() => t.close());
beforeEach(async () => {
  await Promise.all([
    t.db.models.SlotSeat.deleteMany({}),
    t.db.models.SlotCapacity.deleteMany({}),
    t.db.models.DeliverySettings.deleteMany({}),
    t.db.models.PendingPayment.deleteMany({}),
    t.db.models.Gym.updateOne(
      { name: GYM },
      { $set: { opensAt: '05:30', closesAt: '22:30' }, $unset: { version: 1 } },
    ),
  ]);
});

const asOwner = (endpoint: Parameters<typeof callAs>[2], body?: unknown) =>
  callAs(t.app, owner, endpoint, body);
const adminSlots = (query: Record<string, string>) =>
  call(t.app, endpoints.getAdminSlots).query(query).set('Cookie', owner.cookie);
const shopperSlots = async (date = EVENING.date) =>
  expectSuccess(endpoints.getSlots, await call(t.app, endpoints.getSlots).query({ gym: GYM, date }))
    .data;
const auditOf = (kind: AuditKind, subject: string) =>
  t.db.models.Audit.find({ kind, subject }).sort({ at: 1, _id: 1 }).lean();

/** Paid orders in the slot, as their seats: numbered 1…n and confirmed. */
const paidSeats = (count: number, slot = EVENING) =>
  t.db.models.SlotSeat.insertMany(
    Array.from({ length: count }, (_, index) => ({
      gym: GYM,
      ...slot,
      seat: index + 1,
      state: 'confirmed',
      holder: `paid-${index + 1}`,
      expiresAt: NOW,
    })),
  );

async function checkout(slot = EVENING) {
  const shopper = await signUpUser(t.app);
  await fillCart(t.app, shopper, items);
  return callAs(t.app, shopper, endpoints.createPaymentOrder, {
    ...paymentOrderBody(shopper, items),
    slot,
  });
}

describe('GET /admin/delivery', () => {
  it('answers every gym with its hours and the default capacity from SLOT_CAPACITY', async () => {
    const settings = expectSuccess(
      endpoints.getDeliverySettings,
      await asOwner(endpoints.getDeliverySettings),
    ).data;
    expect(settings.defaultCapacity).toBe(20);
    expect(settings.gyms).toHaveLength(10);
    expect(settings.gyms.find((gym) => gym.name === GYM)).toMatchObject({
      opensAt: '05:30',
      closesAt: '22:30',
      // Never edited through the console.
      version: 0,
    });
  });
});

describe('GET /admin/delivery/slots', () => {
  it('lists each slot with its capacity, seats booked and seats left', async () => {
    await paidSeats(3);
    await t.db.models.SlotCapacity.create({
      gym: GYM,
      date: EVENING.date,
      start: '19:00',
      capacity: 5,
    });
    const day = expectSuccess(
      endpoints.getAdminSlots,
      await adminSlots({ gym: GYM, date: EVENING.date }),
    ).data;
    // 05:30 to 22:30 is 17 hours: 34 half hours, past ones included (the owner sees the day).
    expect(day).toHaveLength(34);
    expect(day[0]).toEqual({
      start: '05:30',
      end: '06:00',
      capacity: 20,
      overridden: false,
      booked: 0,
      remaining: 20,
      outsideHours: false,
    });
    expect(day.find((slot) => slot.start === '18:00')).toEqual({
      start: '18:00',
      end: '18:30',
      capacity: 20,
      overridden: false,
      booked: 3,
      remaining: 17,
      outsideHours: false,
    });
    expect(day.find((slot) => slot.start === '19:00')).toMatchObject({
      capacity: 5,
      overridden: true,
      remaining: 5,
    });
  });

  it('answers 404 for an unknown gym and 400 naming the date outside the booking week', async () => {
    const unknown = expectFailure(
      await adminSlots({ gym: 'Nowhere Gym', date: EVENING.date }),
      404,
      'NOT_FOUND',
    );
    expect(unknown.message).toBe('Gym not found');
    const late = expectFailure(
      await adminSlots({ gym: GYM, date: '2026-12-05' }),
      400,
      'BAD_REQUEST',
    );
    expect(late.details?.[0]).toEqual({
      path: 'date',
      message: 'Pick a date from today to 6 days ahead',
    });
    const malformed = expectFailure(
      await adminSlots({ gym: GYM, date: '28-11-2026' }),
      400,
      'BAD_REQUEST',
    );
    expect(malformed.details?.[0]?.path).toBe('date');
  });
});

describe('PUT /admin/delivery/hours', () => {
  it('sets a gym’s hours, which its slots follow, and audits before and after', async () => {
    const gym = expectSuccess(
      endpoints.setGymHours,
      await asOwner(endpoints.setGymHours, {
        gym: GYM,
        opensAt: '07:00',
        closesAt: '21:00',
        version: 0,
      }),
    ).data;
    expect(gym).toMatchObject({ name: GYM, opensAt: '07:00', closesAt: '21:00', version: 1 });
    const day = await shopperSlots();
    // 07:00 to 21:00: 14 hours, 28 half hours.
    expect(day).toHaveLength(28);
    expect(day.at(-1)).toMatchObject({ start: '20:30', end: '21:00' });

    const [entry, ...more] = await auditOf('gym.hours', GYM);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actor: { email: owner.user.email, role: 'owner' },
      before: { opensAt: '05:30', closesAt: '22:30' },
      after: { opensAt: '07:00', closesAt: '21:00' },
    });
  });

  it('keeps listing, for the owner only, slots outside the new hours that hold orders', async () => {
    await paidSeats(2, { date: EVENING.date, start: '21:30' });
    await t.db.models.SlotSeat.create({
      gym: GYM,
      date: EVENING.date,
      start: '06:00',
      seat: 1,
      state: 'confirmed',
      holder: 'paid-early',
      expiresAt: NOW,
    });
    // A hold that lapsed unpaid is no order: its slot goes with the hours.
    await t.db.models.SlotSeat.create({
      gym: GYM,
      date: EVENING.date,
      start: '22:00',
      seat: 1,
      state: 'held',
      holder: 'lapsed',
      expiresAt: new Date(NOW.getTime() - 60_000),
    });
    expectSuccess(
      endpoints.setGymHours,
      await asOwner(endpoints.setGymHours, {
        gym: GYM,
        opensAt: '07:00',
        closesAt: '21:00',
        version: 0,
      }),
    );

    const day = expectSuccess(
      endpoints.getAdminSlots,
      await adminSlots({ gym: GYM, date: EVENING.date }),
    ).data;
    // The 28 half hours from 07:00 to 21:00, and the two booked ones outside them, in time order.
    expect(day).toHaveLength(30);
    expect(day[0]).toEqual({
      start: '06:00',
      end: '06:30',
      capacity: 20,
      overridden: false,
      booked: 1,
      remaining: 19,
      outsideHours: true,
    });
    expect(day[1]).toMatchObject({ start: '07:00', booked: 0, outsideHours: false });
    expect(day.at(-2)).toMatchObject({ start: '20:30', end: '21:00', outsideHours: false });
    expect(day.at(-1)).toEqual({
      start: '21:30',
      end: '22:00',
      capacity: 20,
      overridden: false,
      booked: 2,
      remaining: 18,
      outsideHours: true,
    });

    // Shoppers cannot book them: /slots keeps to the gym's hours.
    const shopper = await shopperSlots();
    expect(shopper).toHaveLength(28);
    expect(shopper.map((slot) => slot.start)).not.toContain('21:30');
  });

  it('takes a gym open until midnight: 00:00 closing is 24:00, and its last slot is 23:30–00:00', async () => {
    const gym = expectSuccess(
      endpoints.setGymHours,
      await asOwner(endpoints.setGymHours, {
        gym: GYM,
        opensAt: '00:00',
        closesAt: '00:00',
        version: 0,
      }),
    ).data;
    expect(gym).toMatchObject({ opensAt: '00:00', closesAt: '24:00', version: 1 });
    const gyms = expectSuccess(endpoints.listGyms, await call(t.app, endpoints.listGyms)).data;
    expect(gyms.find(({ name }) => name === GYM)).toMatchObject({
      opensAt: '00:00',
      closesAt: '24:00',
    });

    // Open all day: 48 half hours, on the date each one starts.
    const day = await shopperSlots();
    expect(day).toHaveLength(48);
    expect(day[0]).toEqual({ start: '00:00', end: '00:30', remaining: 20, available: false });
    expect(day.at(-1)).toEqual({ start: '23:30', end: '00:00', remaining: 20, available: true });

    const lastSlot = { date: '2026-11-28', start: '23:30' };
    const paid = expectSuccess(endpoints.createPaymentOrder, await checkout(lastSlot));
    expect(paid.slot).toEqual({ date: '2026-11-28', start: '23:30', end: '00:00' });
    expect((await shopperSlots()).at(-1)).toMatchObject({ start: '23:30', remaining: 19 });
    // The next day's first slot is its own, with every seat.
    expect((await shopperSlots('2026-11-29'))[0]).toEqual({
      start: '00:00',
      end: '00:30',
      remaining: 20,
      available: true,
    });
    const owners = expectSuccess(
      endpoints.getAdminSlots,
      await adminSlots({ gym: GYM, date: '2026-11-28' }),
    ).data;
    expect(owners.at(-1)).toEqual({
      start: '23:30',
      end: '00:00',
      capacity: 20,
      overridden: false,
      booked: 1,
      remaining: 19,
      outsideHours: false,
    });

    // 22:00 to midnight, typed as 24:00.
    expectSuccess(
      endpoints.setGymHours,
      await asOwner(endpoints.setGymHours, {
        gym: GYM,
        opensAt: '22:00',
        closesAt: '24:00',
        version: 1,
      }),
    );
    expect((await shopperSlots()).map(({ start, end }) => `${start}–${end}`)).toEqual([
      '22:00–22:30',
      '22:30–23:00',
      '23:00–23:30',
      '23:30–00:00',
    ]);
  });

  it.each([
    [
      'a time off the half hour',
      { opensAt: '07:15', closesAt: '21:00' },
      'opensAt',
      'Must be on the hour or half past',
    ],
    [
      'a closing before the opening',
      { opensAt: '21:00', closesAt: '07:00' },
      'closesAt',
      'Must be after the opening time',
    ],
    [
      'overnight hours, into the next day',
      { opensAt: '22:00', closesAt: '06:00' },
      'closesAt',
      'Must be after the opening time',
    ],
    [
      'a closing after midnight',
      { opensAt: '22:00', closesAt: '24:30' },
      'closesAt',
      'Must be a time like 18:00',
    ],
    [
      'a closing equal to the opening',
      { opensAt: '09:00', closesAt: '09:00' },
      'closesAt',
      'Must be after the opening time',
    ],
    [
      'a malformed time',
      { opensAt: '7am', closesAt: '21:00' },
      'opensAt',
      'Must be a time like 18:00',
    ],
  ])('refuses %s with 400 naming the field', async (_case, hours, field, message) => {
    const failure = expectFailure(
      await asOwner(endpoints.setGymHours, { gym: GYM, ...hours, version: 0 }),
      400,
      'BAD_REQUEST',
    );
    expect(failure.details?.[0]).toEqual({ path: field, message });
    expect(await t.db.models.Gym.findOne({ name: GYM }).lean()).toMatchObject({
      opensAt: '05:30',
      closesAt: '22:30',
    });
  });

  it('refuses with 409 a save based on hours someone else saved since, and keeps theirs', async () => {
    const other = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    // Both opened the screen at version 0; the other owner saves first.
    expectSuccess(
      endpoints.setGymHours,
      await callAs(t.app, other, endpoints.setGymHours, {
        gym: GYM,
        opensAt: '08:00',
        closesAt: '20:00',
        version: 0,
      }),
    );
    const late = expectFailure(
      await asOwner(endpoints.setGymHours, {
        gym: GYM,
        opensAt: '07:00',
        closesAt: '21:00',
        version: 0,
      }),
      409,
      'CONFLICT',
    );
    expect(late.message).toBe(
      'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.',
    );
    expect(await t.db.models.Gym.findOne({ name: GYM }).lean()).toMatchObject({
      opensAt: '08:00',
      closesAt: '20:00',
      version: 1,
    });
    const entries = await auditOf('gym.hours', GYM);
    expect(entries.at(-1)).toMatchObject({
      actor: { email: other.user.email },
      after: { opensAt: '08:00', closesAt: '20:00' },
    });

    // Reloaded, the settings say version 1, and a save based on it lands.
    const reloaded = expectSuccess(
      endpoints.getDeliverySettings,
      await asOwner(endpoints.getDeliverySettings),
    ).data.gyms.find((gym) => gym.name === GYM);
    expect(reloaded).toMatchObject({ opensAt: '08:00', closesAt: '20:00', version: 1 });
    const saved = expectSuccess(
      endpoints.setGymHours,
      await asOwner(endpoints.setGymHours, {
        gym: GYM,
        opensAt: '07:00',
        closesAt: '21:00',
        version: 1,
      }),
    ).data;
    expect(saved).toMatchObject({ opensAt: '07:00', closesAt: '21:00', version: 2 });

    // A client that keeps no versions (a script) saves over whatever was saved since.
    const unversioned = expectSuccess(
      endpoints.setGymHours,
      await asOwner(endpoints.setGymHours, { gym: GYM, opensAt: '06:00', closesAt: '22:00' }),
    ).data;
    expect(unversioned).toMatchObject({ opensAt: '06:00', closesAt: '22:00', version: 3 });
  });

  it('finds the gym whatever the case and spacing of its name, as the slots’ capacity does', async () => {
    const gym = expectSuccess(
      endpoints.setGymHours,
      await asOwner(endpoints.setGymHours, {
        gym: '  iron temple  FITNESS bandra ',
        opensAt: '07:00',
        closesAt: '21:00',
        version: 0,
      }),
    ).data;
    expect(gym).toMatchObject({ name: GYM, opensAt: '07:00', closesAt: '21:00', version: 1 });
    expect((await auditOf('gym.hours', GYM)).at(-1)).toMatchObject({
      before: { opensAt: '05:30', closesAt: '22:30' },
      after: { opensAt: '07:00', closesAt: '21:00' },
    });
  });

  it('answers 404 for an unknown gym, and writes no audit entry', async () => {
    const failure = expectFailure(
      await asOwner(endpoints.setGymHours, {
        gym: 'Nowhere Gym',
        opensAt: '07:00',
        closesAt: '21:00',
        version: 0,
      }),
      404,
      'NOT_FOUND',
    );
    expect(failure.message).toBe('Gym not found');
    expect(await auditOf('gym.hours', 'Nowhere Gym')).toHaveLength(0);
  });
});

describe('PUT /admin/delivery/default-capacity', () => {
  it('stores the default for every process, over SLOT_CAPACITY, and audits it', async () => {
    const before = (await auditOf('slots.default-capacity', 'Every gym')).length;
    expectSuccess(
      endpoints.setDefaultCapacity,
      await asOwner(endpoints.setDefaultCapacity, { capacity: 8 }),
    );
    expect((await shopperSlots()).find((slot) => slot.start === '18:00')?.remaining).toBe(8);
    // A second API process on the same database, started with SLOT_CAPACITY 20, agrees.
    const other = await createTestApp({ db: t.db, clock: () => NOW, env: { SLOT_CAPACITY: '20' } });
    try {
      const day = expectSuccess(
        endpoints.getSlots,
        await call(other.app, endpoints.getSlots).query({ gym: GYM, date: EVENING.date }),
      ).data;
      expect(day.find((slot) => slot.start === '18:00')?.remaining).toBe(8);
    } finally {
      await other.close();
    }
    const entries = await auditOf('slots.default-capacity', 'Every gym');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      before: { capacity: 20, stored: false },
      after: { capacity: 8, stored: true },
    });
  });

  it("audits saving SLOT_CAPACITY's figure: it is stored and no longer follows the environment", async () => {
    // Nothing stored yet: the default is SLOT_CAPACITY, 20.
    const earlier = (await auditOf('slots.default-capacity', 'Every gym')).length;
    await asOwner(endpoints.setDefaultCapacity, { capacity: 20 });
    const entries = await auditOf('slots.default-capacity', 'Every gym');
    expect(entries).toHaveLength(earlier + 1);
    expect(entries.at(-1)).toMatchObject({
      before: { capacity: 20, stored: false },
      after: { capacity: 20, stored: true },
    });
    // A process started with SLOT_CAPACITY 35 now takes 20: the entry above says why.
    const other = await createTestApp({ db: t.db, clock: () => NOW, env: { SLOT_CAPACITY: '35' } });
    try {
      const day = expectSuccess(
        endpoints.getSlots,
        await call(other.app, endpoints.getSlots).query({ gym: GYM, date: EVENING.date }),
      ).data;
      expect(day.find((slot) => slot.start === '18:00')?.remaining).toBe(20);
    } finally {
      await other.close();
    }
    // Saving the stored figure again changes nothing: answered, not audited.
    expectSuccess(
      endpoints.setDefaultCapacity,
      await asOwner(endpoints.setDefaultCapacity, { capacity: 20 }),
    );
    expect(await auditOf('slots.default-capacity', 'Every gym')).toHaveLength(earlier + 1);
  });

  it('fills slots up to the stored default at /paymentorder', async () => {
    await asOwner(endpoints.setDefaultCapacity, { capacity: 1 });
    expectSuccess(endpoints.createPaymentOrder, await checkout());
    const full = expectFailure(await checkout(), 409, 'CONFLICT');
    expect(full.message).toBe('This delivery slot is full. Please pick another.');
  });

  it.each([
    [0, 'Must be from 1 to 1000'],
    [1001, 'Must be from 1 to 1000'],
    [2.5, 'Must be a whole number'],
    ['8', 'Must be a number'],
  ])('refuses %s with 400 naming the capacity', async (capacity, message) => {
    const failure = expectFailure(
      await asOwner(endpoints.setDefaultCapacity, { capacity }),
      400,
      'BAD_REQUEST',
    );
    expect(failure.details?.[0]).toEqual({ path: 'capacity', message });
    expect(await t.db.models.DeliverySettings.countDocuments()).toBe(0);
  });
});

describe('PUT /admin/delivery/capacity', () => {
  const subject = `${GYM} ${EVENING.date} ${EVENING.start}`;

  it('closes a slot with 0: shoppers see it unavailable and /paymentorder says it is full', async () => {
    const slot = expectSuccess(
      endpoints.setSlotCapacity,
      await asOwner(endpoints.setSlotCapacity, { gym: GYM, ...EVENING, capacity: 0 }),
    ).data;
    expect(slot).toEqual({
      start: '18:00',
      end: '18:30',
      capacity: 0,
      overridden: true,
      booked: 0,
      remaining: 0,
      outsideHours: false,
    });
    expect((await shopperSlots()).find((s) => s.start === '18:00')).toEqual({
      start: '18:00',
      end: '18:30',
      remaining: 0,
      available: false,
    });
    const refused = expectFailure(await checkout(), 409, 'CONFLICT');
    expect(refused.message).toBe('This delivery slot is full. Please pick another.');
    expect((await auditOf('slots.capacity', subject)).at(-1)).toMatchObject({
      actor: { email: owner.user.email },
      summary: '20 seats → closed',
      before: { capacity: 20 },
      after: { capacity: 0 },
    });
  });

  it('keeps paid orders when lowered below the seats taken, and takes no new one', async () => {
    await paidSeats(3);
    const slot = expectSuccess(
      endpoints.setSlotCapacity,
      await asOwner(endpoints.setSlotCapacity, { gym: GYM, ...EVENING, capacity: 2 }),
    ).data;
    expect(slot).toMatchObject({ capacity: 2, booked: 3, remaining: 0 });
    expect(await t.db.models.SlotSeat.countDocuments({ start: '18:00' })).toBe(3);
    // One order is cancelled: 2 are left, still the whole capacity.
    await t.db.models.SlotSeat.deleteOne({ holder: 'paid-1' });
    expectFailure(await checkout(), 409, 'CONFLICT');
    // A second cancel brings it under: a seat is free again.
    await t.db.models.SlotSeat.deleteOne({ holder: 'paid-2' });
    expectSuccess(endpoints.createPaymentOrder, await checkout());
    const entry = (await auditOf('slots.capacity', subject)).at(-1);
    expect(entry).toMatchObject({
      summary: '20 seats → 2 seats; 3 booked keep their seats',
      before: { capacity: 20 },
      after: { capacity: 2 },
    });
  });

  it('reports the slot’s own capacity as the one replaced, and uses the ops CLI’s path', async () => {
    await asOwner(endpoints.setSlotCapacity, { gym: GYM, ...EVENING, capacity: 4 });
    await asOwner(endpoints.setSlotCapacity, { gym: GYM, ...EVENING, capacity: 6 });
    expect((await auditOf('slots.capacity', subject)).at(-1)).toMatchObject({
      before: { capacity: 4 },
      after: { capacity: 6 },
    });
    expect(
      await t.db.models.SlotCapacity.find({ gym: GYM }, { _id: 0, start: 1, capacity: 1 }).lean(),
    ).toEqual([{ start: '18:00', capacity: 6 }]);
  });

  it('writes no audit entry for setting the capacity a slot already has', async () => {
    await asOwner(endpoints.setSlotCapacity, { gym: GYM, ...EVENING, capacity: 7 });
    const entries = (await auditOf('slots.capacity', subject)).length;
    for (let press = 0; press < 3; press += 1) {
      expectSuccess(
        endpoints.setSlotCapacity,
        await asOwner(endpoints.setSlotCapacity, { gym: GYM, ...EVENING, capacity: 7 }),
      );
    }
    expect(await auditOf('slots.capacity', subject)).toHaveLength(entries);
  });

  it('audits giving a slot the default as its own: it no longer follows the default', async () => {
    // No capacity of its own yet: the slot takes the default, 20.
    const earlier = (await auditOf('slots.capacity', subject)).length;
    const slot = expectSuccess(
      endpoints.setSlotCapacity,
      await asOwner(endpoints.setSlotCapacity, { gym: GYM, ...EVENING, capacity: 20 }),
    ).data;
    expect(slot).toMatchObject({ capacity: 20, overridden: true });
    const entries = await auditOf('slots.capacity', subject);
    expect(entries).toHaveLength(earlier + 1);
    expect(entries.at(-1)).toMatchObject({
      before: { capacity: 20, overridden: false },
      after: { capacity: 20, overridden: true },
    });
    // A later change of the default leaves this slot at 20: the entry above says why.
    await asOwner(endpoints.setDefaultCapacity, { capacity: 30 });
    const slots = expectSuccess(
      endpoints.getAdminSlots,
      await adminSlots({ gym: GYM, date: EVENING.date }),
    ).data;
    expect(slots.find((each) => each.start === '18:00')?.capacity).toBe(20);
  });

  it.each([
    [
      'a date outside the booking week',
      { date: '2026-12-05' },
      400,
      'date',
      'Pick a date from today to 6 days ahead',
    ],
    [
      'a start the gym has no slot at',
      { start: '18:15' },
      400,
      'start',
      `${GYM} has no delivery slot at 18:15`,
    ],
    ['a negative capacity', { capacity: -1 }, 400, 'capacity', 'Must be from 0 to 1000'],
    ['a capacity over the maximum', { capacity: 1001 }, 400, 'capacity', 'Must be from 0 to 1000'],
    ['a malformed date', { date: '2026-11-31' }, 400, 'date', 'Must be a date like 2026-11-28'],
  ])(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_case, change, status, field, message) => {
      const failure = expectFailure(
        await asOwner(endpoints.setSlotCapacity, { gym: GYM, ...EVENING, capacity: 5, ...change }),
        status,
        'BAD_REQUEST',
      );
      expect(failure.details?.[0]).toEqual({ path: field, message });
      expect(await t.db.models.SlotCapacity.countDocuments()).toBe(0);
    },
  );

  it('answers 404 for an unknown gym', async () => {
    const failure = expectFailure(
      await asOwner(endpoints.setSlotCapacity, { gym: 'Nowhere Gym', ...EVENING, capacity: 5 }),
      404,
      'NOT_FOUND',
    );
    expect(failure.message).toBe('Gym not found');
  });

  it('keeps the default in one settings document', async () => {
    await asOwner(endpoints.setDefaultCapacity, { capacity: 12 });
    await asOwner(endpoints.setDefaultCapacity, { capacity: 14 });
    expect(
      await t.db.models.DeliverySettings.find({}, { _id: 1, defaultCapacity: 1 }).lean(),
    ).toEqual([{ _id: 'delivery', defaultCapacity: 14 }]);
  });
});
