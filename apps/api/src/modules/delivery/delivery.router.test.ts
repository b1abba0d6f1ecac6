import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Saturday 28 Nov 2026, 16:30 in India (11:00 UTC). The clock moves only when a test says so. */
let now = new Date('2026-11-28T11:00:00Z');
const GYM = 'Iron Temple Fitness Bandra'; // 05:30–22:30, 'Front desk'

let t: TestApp;
let items: CheckoutItem[];

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    env: {
      SLOT_CAPACITY: '20',
      PAYMENT_ORDER_RATE_LIMIT_PER_USER: '10000',
      AUTH_RATE_LIMIT_PER_IP: '10000',
    },
  });
  await seedDatabase(t.db.models);
  const [shake] = await firstSeededProducts(t.db.models);
  items = [{ product: shake, quantity: 1 }];
});
afterAll(() => t.close());
beforeEach(async () => {
  now = new Date('2026-11-28T11:00:00Z');
  await Promise.all([
    t.db.models.SlotSeat.deleteMany({}),
    t.db.models.SlotCapacity.deleteMany({}),
    t.db.models.PendingPayment.deleteMany({}),
    t.db.models.Order.deleteMany({}),
  ]);
});

const slots = (query: Record<string, string>) => call(t.app, endpoints.getSlots).query(query);

async function shopperWithCart(): Promise<SignedInUser> {
  const shopper = await signUpUser(t.app);
  await fillCart(t.app, shopper, items);
  return shopper;
}

const payFor = (shopper: SignedInUser, slot?: { date: string; start: string }) =>
  callAs(t.app, shopper, endpoints.createPaymentOrder, {
    ...paymentOrderBody(shopper, items),
    ...(slot === undefined ? {} : { slot }),
  });

describe('GET /gyms', () => {
  it('answers the gyms as records, with area, city, hours and handover point', async () => {
    const gyms = expectSuccess(endpoints.listGyms, await call(t.app, endpoints.listGyms)).data;
    expect(gyms).toHaveLength(10);
    expect(gyms.find((gym) => gym.name === GYM)).toMatchObject({
      area: 'Bandra West',
      city: 'Mumbai',
      opensAt: '05:30',
      closesAt: '22:30',
      handoverPoint: 'Front desk',
    });
    // GET /getgyms keeps answering the names, as the spec says.
    const names = expectSuccess(endpoints.getGyms, await call(t.app, endpoints.getGyms)).data;
    expect(names).toEqual(gyms.map((gym) => gym.name));
  });
});

describe('GET /slots', () => {
  it('lists the half hours of the gym’s day; those within the 60-minute cut-off are closed', async () => {
    const day = expectSuccess(
      endpoints.getSlots,
      await slots({ gym: GYM, date: '2026-11-28' }),
    ).data;
    expect(day).toHaveLength(34);
    expect(day[0]).toEqual({ start: '05:30', end: '06:00', remaining: 20, available: false });
    // 16:30 now: 17:00 is 30 minutes away (closed), 17:30 exactly 60 (open).
    expect(day.find((slot) => slot.start === '17:00')?.available).toBe(false);
    expect(day.find((slot) => slot.start === '17:30')).toEqual({
      start: '17:30',
      end: '18:00',
      remaining: 20,
      available: true,
    });
    expect(day.at(-1)).toEqual({ start: '22:00', end: '22:30', remaining: 20, available: true });
  });

  it('takes dates from today to 6 days ahead, India time', async () => {
    expect((await slots({ gym: GYM, date: '2026-12-04' })).status).toBe(200);
    for (const date of ['2026-11-27', '2026-12-05']) {
      const failure = expectFailure(await slots({ gym: GYM, date }), 400, 'BAD_REQUEST');
      expect(failure.message).toBe('Pick a date from today to 6 days ahead');
    }
    // 20:00 UTC on the 28th is already the 29th in India: the 28th is past.
    now = new Date('2026-11-28T20:00:00Z');
    expectFailure(await slots({ gym: GYM, date: '2026-11-28' }), 400, 'BAD_REQUEST');
    expect((await slots({ gym: GYM, date: '2026-12-05' })).status).toBe(200);
  });

  it.each([
    ['a malformed date', { gym: GYM, date: '28-11-2026' }, 'date'],
    ['an impossible date', { gym: GYM, date: '2026-11-31' }, 'date'],
    ['no date', { gym: GYM }, 'date'],
    ['no gym', { date: '2026-11-28' }, 'gym'],
  ])('refuses %s with 400 naming the field', async (_label, query, field) => {
    const failure = expectFailure(await slots(query), 400, 'BAD_REQUEST');
    expect(failure.details?.[0]?.path).toBe(field);
  });

  it('finds the gym whatever the case and spacing of its name', async () => {
    for (const gym of ['iron temple fitness BANDRA', 'Iron  Temple\tFitness Bandra']) {
      const day = expectSuccess(endpoints.getSlots, await slots({ gym, date: '2026-11-28' })).data;
      expect(day).toHaveLength(34);
    }
  });

  it('answers 404 for a gym we do not know', async () => {
    const failure = expectFailure(
      await slots({ gym: 'Nowhere Gym', date: '2026-11-28' }),
      404,
      'NOT_FOUND',
    );
    expect(failure.message).toBe('Gym not found');
  });
});

describe('holding a slot at /paymentorder', () => {
  const evening = { date: '2026-11-28', start: '18:00' };

  it('holds the slot asked for and counts it out of the remaining seats', async () => {
    const shopper = await shopperWithCart();
    const order = expectSuccess(endpoints.createPaymentOrder, await payFor(shopper, evening));
    expect(order.slot).toEqual({ date: '2026-11-28', start: '18:00', end: '18:30' });
    const day = expectSuccess(
      endpoints.getSlots,
      await slots({ gym: GYM, date: '2026-11-28' }),
    ).data;
    expect(day.find((slot) => slot.start === '18:00')?.remaining).toBe(19);
    // Asking again for the same checkout keeps the one seat.
    expectSuccess(endpoints.createPaymentOrder, await payFor(shopper, evening));
    expect(await t.db.models.SlotSeat.countDocuments({ start: '18:00' })).toBe(1);
  });

  it('holds the seat at the gym named in another case and spacing, as its own name', async () => {
    const shopper = await shopperWithCart();
    const body = paymentOrderBody(shopper, items);
    const response = await callAs(t.app, shopper, endpoints.createPaymentOrder, {
      ...body,
      address: { ...body.address, gym_name: 'IRON TEMPLE  fitness bandra' },
      slot: evening,
    });
    expectSuccess(endpoints.createPaymentOrder, response);
    const [seat] = await t.db.models.SlotSeat.find({}).lean();
    expect(seat?.gym).toBe('Iron Temple Fitness Bandra');
    const [pending] = await t.db.models.PendingPayment.find({}).lean();
    expect(pending?.address.gym_name).toBe('Iron Temple Fitness Bandra');
    const day = expectSuccess(
      endpoints.getSlots,
      await slots({ gym: GYM, date: '2026-11-28' }),
    ).data;
    expect(day.find((slot) => slot.start === '18:00')?.remaining).toBe(19);
  });

  it('takes the earliest open slot for an API client that names none', async () => {
    const shopper = await shopperWithCart();
    const order = expectSuccess(endpoints.createPaymentOrder, await payFor(shopper));
    expect(order.slot).toEqual({ date: '2026-11-28', start: '17:30', end: '18:00' });
  });

  it('refuses a slot past its cut-off with 409, and a time the gym has no slot at with 400', async () => {
    const shopper = await shopperWithCart();
    const closed = expectFailure(
      await payFor(shopper, { date: '2026-11-28', start: '17:00' }),
      409,
      'CONFLICT',
    );
    expect(closed.message).toBe('This delivery slot is closed. Please pick another.');
    expectFailure(
      await payFor(shopper, { date: '2026-11-28', start: '18:15' }),
      400,
      'BAD_REQUEST',
    );
    expectFailure(
      await payFor(shopper, { date: '2026-11-28', start: '23:00' }),
      400,
      'BAD_REQUEST',
    );
    expect(await t.db.models.PendingPayment.countDocuments()).toBe(0);
  });

  // 30 sign-ups (bcrypt on purpose) and 30 checkouts at once: more than the suite's 20 s on a busy machine.
  it(
    'gives exactly 20 of 30 simultaneous checkouts a seat; the rest hear the slot is full',
    { timeout: 60_000 },
    async () => {
      const shoppers = await Promise.all(Array.from({ length: 30 }, () => shopperWithCart()));
      const responses = await Promise.all(shoppers.map((shopper) => payFor(shopper, evening)));
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(20);
      const refused = responses.filter((response) => response.status !== 200);
      expect(refused).toHaveLength(10);
      for (const response of refused) {
        expect(expectFailure(response, 409, 'CONFLICT').message).toBe(
          'This delivery slot is full. Please pick another.',
        );
      }
      expect(await t.db.models.SlotSeat.countDocuments({ start: '18:00' })).toBe(20);
      expect(await t.db.models.PendingPayment.countDocuments()).toBe(20);
    },
  );

  it('keeps the one-seat-per-number rule in a unique index, as real MongoDB needs', async () => {
    const indexes = await t.db.models.SlotSeat.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.unique === true)?.key).toEqual({
      gym: 1,
      date: 1,
      start: 1,
      seat: 1,
    });
  });

  it('honours an operator’s capacity for one slot', async () => {
    await t.db.models.SlotCapacity.create({ gym: GYM, ...evening, capacity: 1 });
    expectSuccess(endpoints.createPaymentOrder, await payFor(await shopperWithCart(), evening));
    expectFailure(await payFor(await shopperWithCart(), evening), 409, 'CONFLICT');
    const day = expectSuccess(
      endpoints.getSlots,
      await slots({ gym: GYM, date: '2026-11-28' }),
    ).data;
    expect(day.find((slot) => slot.start === '18:00')).toMatchObject({
      remaining: 0,
      available: false,
    });
  });

  it('gives the seat back when the shopper checks out again for another slot', async () => {
    await t.db.models.SlotCapacity.create({ gym: GYM, ...evening, capacity: 1 });
    const shopper = await shopperWithCart();
    expectSuccess(endpoints.createPaymentOrder, await payFor(shopper, evening));
    const later = { date: '2026-11-28', start: '19:00' };
    expectSuccess(endpoints.createPaymentOrder, await payFor(shopper, later));
    expect(await t.db.models.SlotSeat.countDocuments({ start: '18:00' })).toBe(0);
    expect(await t.db.models.SlotSeat.countDocuments({ start: '19:00' })).toBe(1);
    // The evening seat is free for someone else at once, not in 15 minutes.
    expectSuccess(endpoints.createPaymentOrder, await payFor(await shopperWithCart(), evening));
  });

  it('keeps the seat of an earlier checkout paid while a newer one was being opened', async () => {
    const shopper = await shopperWithCart();
    expectSuccess(endpoints.createPaymentOrder, await payFor(shopper, evening));
    // Its payment confirms the seat after the newer checkout read it as still unpaid.
    await t.db.models.SlotSeat.updateOne({ start: '18:00' }, { $set: { state: 'confirmed' } });
    expectSuccess(
      endpoints.createPaymentOrder,
      await payFor(shopper, { date: '2026-11-28', start: '19:00' }),
    );
    expect(
      await t.db.models.SlotSeat.find({}, { start: 1, state: 1, _id: 0 }).sort({ start: 1 }).lean(),
    ).toEqual([
      { start: '18:00', state: 'confirmed' },
      { start: '19:00', state: 'held' },
    ]);
  });

  it('closes the 23:30–00:00 slot of a gym open until midnight 60 minutes before, that day', async () => {
    await t.db.models.Gym.updateOne({ name: GYM }, { $set: { closesAt: '24:00' } });
    try {
      const shopper = await shopperWithCart();
      const lastSlot = { date: '2026-11-28', start: '23:30' };
      now = new Date('2026-11-28T17:00:00Z'); // 22:30 in India: exactly 60 minutes before
      expect(
        expectSuccess(endpoints.createPaymentOrder, await payFor(shopper, lastSlot)).slot,
      ).toEqual({ date: '2026-11-28', start: '23:30', end: '00:00' });
      now = new Date('2026-11-28T17:01:00Z'); // 22:31
      const day = expectSuccess(
        endpoints.getSlots,
        await slots({ gym: GYM, date: '2026-11-28' }),
      ).data;
      expect(day.at(-1)).toEqual({ start: '23:30', end: '00:00', remaining: 19, available: false });
      const late = await shopperWithCart();
      const closed = expectFailure(await payFor(late, lastSlot), 409, 'CONFLICT');
      expect(closed.message).toBe('This delivery slot is closed. Please pick another.');
      // The hold named no slot: it takes the earliest open one, tomorrow's first.
      expect(expectSuccess(endpoints.createPaymentOrder, await payFor(late)).slot).toEqual({
        date: '2026-11-29',
        start: '05:30',
        end: '06:00',
      });
    } finally {
      await t.db.models.Gym.updateOne({ name: GYM }, { $set: { closesAt: '22:30' } });
    }
  });

  it('frees a seat once an unpaid hold lapses after 15 minutes', async () => {
    await t.db.models.SlotCapacity.create({ gym: GYM, ...evening, capacity: 1 });
    expectSuccess(endpoints.createPaymentOrder, await payFor(await shopperWithCart(), evening));
    now = new Date(now.getTime() + 14 * 60_000);
    expectFailure(await payFor(await shopperWithCart(), evening), 409, 'CONFLICT');
    now = new Date(now.getTime() + 2 * 60_000);
    const later = await shopperWithCart();
    expectSuccess(endpoints.createPaymentOrder, await payFor(later, evening));
    expect(await t.db.models.SlotSeat.countDocuments({ start: '18:00' })).toBe(1);
  });
});
