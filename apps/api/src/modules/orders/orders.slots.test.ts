import { endpoints } from '@gymfuel/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import { readOutbox } from '../../test/outbox.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Saturday 28 Nov 2026, 16:30 in India. */
let now = new Date('2026-11-28T11:00:00Z');
const EVENING = { date: '2026-11-28', start: '18:00' };

let t: TestApp;
let items: CheckoutItem[];
let operator: SignedInUser;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-slots-outbox-'));
  t = await createTestApp({
    clock: () => now,
    env: {
      PAYMENT_ORDER_RATE_LIMIT_PER_USER: '10000',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      PAY_ON_DELIVERY: 'true',
      MAIL_OUTBOX_DIR: outbox,
    },
  });
  await seedDatabase(t.db.models);
  const [shake, smoothie] = await firstSeededProducts(t.db.models);
  items = [
    { product: shake, quantity: 2 },
    { product: smoothie, quantity: 9 },
  ];
  operator = await signUpVerifiedUser(t.app, t.db.models, 'staff', { userName: 'Ops Desk' });
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});
beforeEach(async () => {
  now = new Date('2026-11-28T11:00:00Z');
  await t.db.models.SlotSeat.deleteMany({});
});

const as = (who: SignedInUser, endpoint: Parameters<typeof callAs>[2], body?: unknown) =>
  callAs(t.app, who, endpoint, body);

/** Opens a payment for the shopper's cart in the evening slot; answers the provider order id. */
async function openPayment(shopper: SignedInUser): Promise<string> {
  await fillCart(t.app, shopper, items);
  const response = await as(shopper, endpoints.createPaymentOrder, {
    ...paymentOrderBody(shopper, items),
    slot: EVENING,
  });
  return expectSuccess(endpoints.createPaymentOrder, response).id;
}

async function pay(shopper: SignedInUser, providerOrderId: string): Promise<string> {
  const result = await as(shopper, endpoints.simulatePayment, {
    order_id: providerOrderId,
    outcome: 'success',
  });
  const signed = expectSuccess(endpoints.simulatePayment, result);
  const response = await as(shopper, endpoints.authorisePayment, signed);
  return expectSuccess(endpoints.authorisePayment, response).orderId;
}

const orderOf = async (shopper: SignedInUser, orderId: string) =>
  expectSuccess(endpoints.getOrder, await as(shopper, endpoints.getOrder, { orderId })).data;

const advance = (body: Record<string, unknown>) => as(operator, endpoints.advanceOrder, body);

describe('a paid order in its slot', () => {
  it('carries the slot, a 4-digit handover code and a timeline with times', async () => {
    const shopper = await signUpUser(t.app);
    const orderId = await pay(shopper, await openPayment(shopper));
    const order = await orderOf(shopper, orderId);
    expect(order.slot).toEqual({ date: '2026-11-28', start: '18:00', end: '18:30' });
    expect(order.gym).toEqual({ name: 'Iron Temple Fitness Bandra', handoverPoint: 'Front desk' });
    expect(order.handoverCode).toMatch(/^\d{4}$/);
    expect(order.timeline).toEqual([{ status: 'Processing', at: '2026-11-28T11:00:00.000Z' }]);
    expect(order.overbooked).toBeUndefined();
    expect(order.slotPassed).toBeUndefined();

    now = new Date('2026-11-28T11:05:00Z');
    expectSuccess(endpoints.advanceOrder, await advance({ orderId, status: 'Shipped' }));
    const listed = expectSuccess(
      endpoints.getOrders,
      await as(shopper, endpoints.getOrders, { userId: shopper.user._id }),
    ).data[0];
    expect(listed?.timeline).toEqual([
      { status: 'Processing', at: '2026-11-28T11:00:00.000Z' },
      { status: 'Shipped', at: '2026-11-28T11:05:00.000Z' },
    ]);
    expect(listed?.slot).toEqual({ date: '2026-11-28', start: '18:00', end: '18:30' });
    expect(listed?.handoverCode).toBe(order.handoverCode);
  });

  it('is still created when paid after its hold lapsed and the slot filled: flagged overbooked', async () => {
    await t.db.models.SlotCapacity.create({
      gym: 'Iron Temple Fitness Bandra',
      ...EVENING,
      capacity: 1,
    });
    try {
      const late = await signUpUser(t.app);
      const lateOrder = await openPayment(late);
      now = new Date(now.getTime() + 16 * 60_000); // the 15-minute hold lapses
      const prompt = await signUpUser(t.app);
      await pay(prompt, await openPayment(prompt));

      const orderId = await pay(late, lateOrder);
      expect((await orderOf(late, orderId)).overbooked).toBe(true);
      expect(
        await t.db.models.SlotSeat.countDocuments({ start: '18:00', state: 'confirmed' }),
      ).toBe(2);
    } finally {
      await t.db.models.SlotCapacity.deleteMany({});
    }
  });

  it('is flagged overbooked when paid after its hold lapsed in a slot closed meanwhile', async () => {
    const late = await signUpUser(t.app);
    const lateOrder = await openPayment(late);
    // The operator closes the slot (capacity 0) while the hold is live; then the hold lapses.
    await t.db.models.SlotCapacity.create({
      gym: 'Iron Temple Fitness Bandra',
      ...EVENING,
      capacity: 0,
    });
    try {
      now = new Date(now.getTime() + 16 * 60_000);

      const orderId = await pay(late, lateOrder);
      expect((await orderOf(late, orderId)).overbooked).toBe(true);
    } finally {
      await t.db.models.SlotCapacity.deleteMany({});
    }
  });

  it('is flagged for the operators when paid only after its slot began', async () => {
    const late = await signUpUser(t.app);
    const lateOrder = await openPayment(late);
    now = new Date('2026-11-28T12:35:00Z'); // 18:05 in India: the 18:00 slot has begun

    const orderId = await pay(late, lateOrder);
    const order = await orderOf(late, orderId);
    expect(order.slotPassed).toBe(true);
    expect(order.slot).toEqual({ date: '2026-11-28', start: '18:00', end: '18:30' });
    expect(order.overbooked).toBeUndefined();
  });

  it('gives its seat back when cancelled', async () => {
    const shopper = await signUpUser(t.app);
    const orderId = await pay(shopper, await openPayment(shopper));
    const before = await t.db.models.SlotSeat.countDocuments({ start: '18:00' });
    expectSuccess(
      endpoints.cancelOrder,
      await as(shopper, endpoints.cancelOrder, { orderID: orderId }),
    );
    expect(await t.db.models.SlotSeat.countDocuments({ start: '18:00' })).toBe(before - 1);
    expect((await orderOf(shopper, orderId)).timeline?.map((entry) => entry.status)).toEqual([
      'Processing',
      'Cancelled',
    ]);
  });
});

describe('a pay-on-delivery order in its slot', () => {
  const directOrder = (shopper: SignedInUser, slot?: { date: string; start: string }) => ({
    userName: shopper.user.userName,
    address: 'Iron Temple Fitness Bandra, Mumbai, India',
    phoneNumber: '9876543210',
    paymentMethod: 'pay-on-delivery',
    order: [{ productId: items[0]!.product._id.toHexString(), quantity: 1 }],
    ...(slot === undefined ? {} : { slot }),
  });
  const placeDirect = (shopper: SignedInUser, slot?: { date: string; start: string }) =>
    as(shopper, endpoints.addOrder, directOrder(shopper, slot));
  const ordersOf = async (shopper: SignedInUser) =>
    expectSuccess(
      endpoints.getOrders,
      await as(shopper, endpoints.getOrders, { userId: shopper.user._id }),
    ).data;

  it('books the chosen slot for good, with the gym and its handover point', async () => {
    const shopper = await signUpUser(t.app);
    const { orderId } = expectSuccess(endpoints.addOrder, await placeDirect(shopper, EVENING));
    const order = await orderOf(shopper, orderId);
    expect(order.slot).toEqual({ date: '2026-11-28', start: '18:00', end: '18:30' });
    expect(order.gym).toEqual({ name: 'Iron Temple Fitness Bandra', handoverPoint: 'Front desk' });
    expect(order.handoverCode).toMatch(/^\d{4}$/);
    expect(await t.db.models.SlotSeat.countDocuments({ start: '18:00', state: 'confirmed' })).toBe(
      1,
    );

    // Hours later the seat is still taken: nothing lapses for an order that is already placed.
    now = new Date('2026-11-28T11:50:00Z');
    const slots = expectSuccess(
      endpoints.getSlots,
      await call(t.app, endpoints.getSlots).query({
        gym: 'Iron Temple Fitness Bandra',
        date: '2026-11-28',
      }),
    ).data;
    expect(slots.find((slot) => slot.start === '18:00')?.remaining).toBe(19);
  });

  describe('a request that stops between booking the seat and writing the order', () => {
    const seatOf = async (shopper: SignedInUser) => {
      const [use] = await t.db.models.VoucherUse.find({ userId: shopper.user._id }).lean();
      return use === undefined ? null : t.db.models.SlotSeat.findOne({ holder: use.holder }).lean();
    };
    const remainingAtSix = async () =>
      expectSuccess(
        endpoints.getSlots,
        await call(t.app, endpoints.getSlots).query({
          gym: 'Iron Temple Fitness Bandra',
          date: '2026-11-28',
        }),
      ).data.find((slot) => slot.start === '18:00')?.remaining;
    const withVoucher = (shopper: SignedInUser) => ({
      ...directOrder(shopper, EVENING),
      code: 'LIMITED5',
    });

    it("leaves a placed order's seat settled: nothing waits for an order", async () => {
      const shopper = await signUpUser(t.app);
      expectSuccess(
        endpoints.addOrder,
        await as(shopper, endpoints.addOrder, withVoucher(shopper)),
      );
      const seat = await seatOf(shopper);
      expect(seat).toMatchObject({ state: 'confirmed' });
      expect(seat?.orderDueBy).toBeUndefined();
    });

    it('gives the seat and the voucher use back 10 minutes later, when no order holds them', async () => {
      const shopper = await signUpUser(t.app);
      // The order's write fails, and so does giving back the seat: what a crash leaves.
      const lost = new Error('connection lost');
      const create = vi.spyOn(t.db.models.Order, 'create').mockRejectedValueOnce(lost);
      const release = vi.spyOn(t.db.models.SlotSeat, 'deleteMany').mockRejectedValueOnce(lost);
      try {
        expectFailure(await as(shopper, endpoints.addOrder, withVoucher(shopper)), 500, 'INTERNAL');
      } finally {
        create.mockRestore();
        release.mockRestore();
      }
      expect(await seatOf(shopper)).toMatchObject({
        state: 'confirmed',
        orderDueBy: new Date('2026-11-28T11:10:00Z'),
      });
      expect(await remainingAtSix()).toBe(19);

      now = new Date('2026-11-28T11:09:59Z');
      await t.workers.unorderedSeats.tick();
      expect(await remainingAtSix()).toBe(20 - 1);

      now = new Date('2026-11-28T11:10:00Z');
      await t.workers.unorderedSeats.tick();
      expect(await remainingAtSix()).toBe(20);
      expect(await t.db.models.VoucherUse.countDocuments({ userId: shopper.user._id })).toBe(0);
    });

    it('keeps the seat of an order that was written after all, and settles it', async () => {
      const shopper = await signUpUser(t.app);
      const settle = vi
        .spyOn(t.db.models.SlotSeat, 'updateOne')
        .mockRejectedValueOnce(new Error('connection lost'));
      try {
        expectSuccess(
          endpoints.addOrder,
          await as(shopper, endpoints.addOrder, withVoucher(shopper)),
        );
      } finally {
        settle.mockRestore();
      }
      expect((await seatOf(shopper))?.orderDueBy).toEqual(new Date('2026-11-28T11:10:00Z'));

      now = new Date('2026-11-28T11:10:00Z');
      await t.workers.unorderedSeats.tick();
      const seat = await seatOf(shopper);
      expect(seat).toMatchObject({ state: 'confirmed' });
      expect(seat?.orderDueBy).toBeUndefined();
      expect(await t.db.models.VoucherUse.countDocuments({ userId: shopper.user._id })).toBe(1);
      expect(await remainingAtSix()).toBe(19);
    });

    it('finds the waiting seats through an index of them alone', async () => {
      const indexes = await t.db.models.SlotSeat.collection.listIndexes().toArray();
      expect(indexes).toContainEqual(
        expect.objectContaining({
          key: { orderDueBy: 1 },
          partialFilterExpression: { orderDueBy: { $exists: true } },
        }),
      );
    });
  });

  it('answers a double submit with the first order: one order, one seat', async () => {
    const shopper = await signUpUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeDirect(shopper, EVENING)),
    );
    const orderIds = answers.map((answer) => expectSuccess(endpoints.addOrder, answer).orderId);
    expect(new Set(orderIds).size).toBe(1);
    expect(await ordersOf(shopper)).toHaveLength(1);
    expect(await t.db.models.SlotSeat.countDocuments({ start: '18:00' })).toBe(1);
  });

  it('answers a double submit reaching two API processes with the first order', async () => {
    // A second API process on the same database, as behind nginx: its sessions are good here.
    const other = await createTestApp({
      db: t.db,
      clock: () => now,
      env: { PAY_ON_DELIVERY: 'true', MAIL_OUTBOX_DIR: outbox, JWT_SECRET: t.config.JWT_SECRET },
    });
    try {
      const shopper = await signUpUser(t.app);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          callAs(index % 2 === 0 ? t.app : other.app, shopper, endpoints.addOrder, {
            ...directOrder(shopper, EVENING),
          }),
        ),
      );
      const orderIds = answers.map((answer) => expectSuccess(endpoints.addOrder, answer).orderId);
      expect(new Set(orderIds).size).toBe(1);
      expect(await ordersOf(shopper)).toHaveLength(1);
      expect(await t.db.models.SlotSeat.countDocuments({ start: '18:00' })).toBe(1);
      // Each request let go of the shopper's lock when it ended.
      expect(await t.db.models.CheckoutLock.countDocuments()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('is not held up by the checkout lock of a process that died placing an order', async () => {
    const shopper = await signUpUser(t.app);
    await t.db.models.CheckoutLock.create({
      _id: shopper.user._id,
      heldUntil: new Date(Date.now() - 1000),
      holder: 'dead-process',
    });
    expectSuccess(endpoints.addOrder, await placeDirect(shopper, EVENING));
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it('places a different order, or the same one a minute later, as a new order', async () => {
    const shopper = await signUpUser(t.app);
    const first = expectSuccess(endpoints.addOrder, await placeDirect(shopper, EVENING)).orderId;
    const otherSlot = { date: '2026-11-28', start: '18:30' };
    const elsewhen = expectSuccess(endpoints.addOrder, await placeDirect(shopper, otherSlot));
    expect(elsewhen.orderId).not.toBe(first);
    now = new Date('2026-11-28T11:01:00Z');
    const later = expectSuccess(endpoints.addOrder, await placeDirect(shopper, EVENING));
    expect(later.orderId).not.toBe(first);
    expect(await ordersOf(shopper)).toHaveLength(3);
  });

  it('takes the earliest open slot when none is named (16:30 now: 17:30, an hour ahead)', async () => {
    const shopper = await signUpUser(t.app);
    const { orderId } = expectSuccess(endpoints.addOrder, await placeDirect(shopper));
    expect((await orderOf(shopper, orderId)).slot).toEqual({
      date: '2026-11-28',
      start: '17:30',
      end: '18:00',
    });
  });

  it.each([
    ['a date outside the booking week', { date: '2026-12-05', start: '18:00' }, 'slot.date'],
    ['a start the gym has no slot at', { date: '2026-11-28', start: '18:15' }, 'slot.start'],
  ])('refuses %s with 400 naming the field in the body', async (_case, slot, field) => {
    const shopper = await signUpUser(t.app);
    const failure = expectFailure(await placeDirect(shopper, slot), 400, 'BAD_REQUEST');
    expect(failure.details?.map(({ path }) => path)).toEqual([field]);
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('refuses a full slot and a closed one with 409, placing nothing', async () => {
    await t.db.models.SlotCapacity.create({
      gym: 'Iron Temple Fitness Bandra',
      ...EVENING,
      capacity: 1,
    });
    try {
      expectSuccess(endpoints.addOrder, await placeDirect(await signUpUser(t.app), EVENING));
      const shopper = await signUpUser(t.app);
      const full = expectFailure(await placeDirect(shopper, EVENING), 409, 'CONFLICT');
      expect(full.message).toBe('This delivery slot is full. Please pick another.');
      const closed = expectFailure(
        await placeDirect(shopper, { date: '2026-11-28', start: '17:00' }),
        409,
        'CONFLICT',
      );
      expect(closed.message).toBe('This delivery slot is closed. Please pick another.');
      expect(await ordersOf(shopper)).toEqual([]);
      expect(await t.db.models.SlotSeat.countDocuments({ start: '18:00' })).toBe(1);
    } finally {
      await t.db.models.SlotCapacity.deleteMany({});
    }
  });
});

describe('the shopper’s e-mails', () => {
  const mailTo = async (to: string, subject: string) => {
    let found: { text: string } | undefined;
    await vi.waitFor(
      async () => {
        found = (await readOutbox(outbox)).find(
          (mail) => mail.to === to && mail.subject === subject,
        );
        expect(found).toBeDefined();
      },
      { timeout: 10_000, interval: 50 },
    );
    return found!.text;
  };

  it('state the slot and the handover code when placed, and say when it is out for delivery', async () => {
    const shopper = await signUpVerifiedUser(t.app, t.db.models);
    const orderId = await pay(shopper, await openPayment(shopper));
    const { handoverCode } = await orderOf(shopper, orderId);
    const placed = await mailTo(
      shopper.user.email,
      `Thanks for your order! GymFuel order ${orderId}`,
    );
    expect(placed).toContain(
      'Delivery slot: Sat 28 Nov, 18:00–18:30 at Iron Temple Fitness Bandra (Front desk)',
    );
    expect(placed).toContain(`Show this code at the Front desk: ${handoverCode}`);

    expectSuccess(endpoints.advanceOrder, await advance({ orderId, status: 'Shipped' }));
    await mailTo(shopper.user.email, `Your GymFuel order ${orderId} has shipped`);
    // Shipped is not yet on its way to the gym: that e-mail waits for In Transit.
    const outSubject = `Your GymFuel order ${orderId} is out for delivery`;
    expect((await readOutbox(outbox)).some((mail) => mail.subject === outSubject)).toBe(false);
    expectSuccess(endpoints.advanceOrder, await advance({ orderId, status: 'In Transit' }));
    const out = await mailTo(
      shopper.user.email,
      `Your GymFuel order ${orderId} is out for delivery`,
    );
    expect(out).toContain(
      `Your order ${orderId} is out for delivery to Iron Temple Fitness Bandra, Mumbai, India.`,
    );
    expect(out).toContain(`Show this code at the Front desk: ${handoverCode}`);
  });
});

describe('handing over at the gym', () => {
  async function inTransit(): Promise<{ orderId: string; code: string }> {
    const shopper = await signUpUser(t.app);
    const orderId = await pay(shopper, await openPayment(shopper));
    expectSuccess(endpoints.advanceOrder, await advance({ orderId, status: 'Shipped' }));
    expectSuccess(endpoints.advanceOrder, await advance({ orderId, status: 'In Transit' }));
    return { orderId, code: (await orderOf(shopper, orderId)).handoverCode! };
  }
  const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

  it('marks it Delivered only with the shopper’s code', async () => {
    const { orderId, code } = await inTransit();
    const missing = expectFailure(
      await advance({ orderId, status: 'Delivered' }),
      400,
      'BAD_REQUEST',
    );
    expect(missing.details?.[0]?.path).toBe('handoverCode');
    const wrong = expectFailure(
      await advance({ orderId, status: 'Delivered', handoverCode: wrongOf(code) }),
      409,
      'CONFLICT',
    );
    expect(wrong.message).toBe('Wrong handover code');
    const delivered = expectSuccess(
      endpoints.advanceOrder,
      await advance({ orderId, status: 'Delivered', handoverCode: code }),
    );
    expect(delivered.data.status).toBe('Delivered');
  });

  it('locks the handover for 10 minutes after five wrong codes, even for the right one', async () => {
    const { orderId, code } = await inTransit();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectFailure(
        await advance({ orderId, status: 'Delivered', handoverCode: wrongOf(code) }),
        409,
        'CONFLICT',
      );
    }
    const locked = expectFailure(
      await advance({ orderId, status: 'Delivered', handoverCode: code }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(locked.message).toBe('Too many wrong handover codes. Please try again in 10 minutes.');
    now = new Date(now.getTime() + 9 * 60_000);
    expectFailure(
      await advance({ orderId, status: 'Delivered', handoverCode: code }),
      429,
      'TOO_MANY_REQUESTS',
    );
    now = new Date(now.getTime() + 2 * 60_000);
    expect(
      expectSuccess(
        endpoints.advanceOrder,
        await advance({ orderId, status: 'Delivered', handoverCode: code }),
      ).data.status,
    ).toBe('Delivered');
  });
  it('answers a double press of the right code after four wrong ones like any replay, never with the lock', async () => {
    const { orderId, code } = await inTransit();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expectFailure(
        await advance({ orderId, status: 'Delivered', handoverCode: wrongOf(code) }),
        409,
        'CONFLICT',
      );
    }
    const press = () => advance({ orderId, status: 'Delivered', handoverCode: code });
    const [first, second] = await Promise.all([press(), press()]);
    const replayed = [first!, second!, await press()].filter((answer) => answer.status !== 200);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    expect(replayed.map((answer) => expectFailure(answer, 409, 'CONFLICT').message)).toEqual([
      'An order that is Delivered cannot move to Delivered',
      'An order that is Delivered cannot move to Delivered',
    ]);
    const order = await t.db.models.Order.findOne({ orderId }).lean();
    expect(order?.status).toBe('Delivered');
    expect(order?.timeline?.map((step) => step.status)).toEqual([
      'Processing',
      'Shipped',
      'In Transit',
      'Delivered',
    ]);
  });

  it('compares at most five codes when 60 guesses arrive at once, the right one among them', async () => {
    const { orderId, code } = await inTransit();
    const guesses = Array.from({ length: 60 }, (_, index) =>
      index === 30 ? code : String((Number(code) + 1 + index) % 10_000).padStart(4, '0'),
    );
    const answers = await Promise.all(
      guesses.map((handoverCode) => advance({ orderId, status: 'Delivered', handoverCode })),
    );
    const statuses = answers.map((answer) => answer.status);
    // Five tries were compared (409 for each wrong one, 200 had the right one been among
    // them); every other guess was refused unread.
    expect(statuses.filter((status) => status === 409 || status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    const order = await t.db.models.Order.findOne({ orderId }).lean();
    expect(order?.status).toBe(statuses.includes(200) ? 'Delivered' : 'In Transit');
  });
});

describe('POST /reorder', () => {
  it('puts the order’s lines back in the cart, merging and capping at 10, skipping what is gone', async () => {
    const shopper = await signUpUser(t.app);
    const orderId = await pay(shopper, await openPayment(shopper));
    const [shake, smoothie] = items;
    // The cart already holds 3 of the smoothie: 3 + 9 is capped at 10.
    expectSuccess(
      endpoints.addCart,
      await as(shopper, endpoints.addCart, {
        proId: smoothie!.product._id.toHexString(),
        quantity: 3,
      }),
    );
    const answer = expectSuccess(
      endpoints.reorder,
      await as(shopper, endpoints.reorder, { orderId }),
    );
    expect(answer.data).toEqual({ added: 2, skipped: [], atLimit: [] });
    const cart = expectSuccess(endpoints.getCart, await as(shopper, endpoints.getCart));
    expect(cart.map((line) => [line.title, line.quantity])).toEqual([
      [smoothie!.product.title, 10],
      [shake!.product.title, 2],
    ]);

    await t.db.models.Product.deleteOne({ _id: shake!.product._id });
    try {
      await as(shopper, endpoints.clearCart, {});
      const again = expectSuccess(
        endpoints.reorder,
        await as(shopper, endpoints.reorder, { orderId }),
      );
      expect(again.data).toEqual({ added: 1, skipped: [shake!.product.title], atLimit: [] });
    } finally {
      await t.db.models.Product.create(shake!.product);
    }
  });

  it('does not count as added a line the cart already holds 10 of, and names it', async () => {
    const shopper = await signUpUser(t.app);
    const orderId = await pay(shopper, await openPayment(shopper));
    const [shake, smoothie] = items;
    const setQuantity = async (product: typeof shake, quantity: number) =>
      expectSuccess(
        endpoints.updateCart,
        await as(shopper, endpoints.updateCart, {
          proId: product!.product._id.toHexString(),
          quantity,
        }),
      );
    // The paid order left the cart empty; the shopper puts 10 of the smoothie in it.
    expectSuccess(
      endpoints.addCart,
      await as(shopper, endpoints.addCart, {
        proId: smoothie!.product._id.toHexString(),
        quantity: 10,
      }),
    );
    const answer = expectSuccess(
      endpoints.reorder,
      await as(shopper, endpoints.reorder, { orderId }),
    );
    expect(answer.data).toEqual({ added: 1, skipped: [], atLimit: [smoothie!.product.title] });
    const cart = expectSuccess(endpoints.getCart, await as(shopper, endpoints.getCart));
    expect(cart.map((line) => [line.title, line.quantity])).toEqual([
      [smoothie!.product.title, 10],
      [shake!.product.title, 2],
    ]);

    // 9 of the shake is raised to 10: it counts as added, though not all 2 went in.
    await setQuantity(shake, 9);
    const raised = expectSuccess(
      endpoints.reorder,
      await as(shopper, endpoints.reorder, { orderId }),
    );
    expect(raised.data).toEqual({ added: 1, skipped: [], atLimit: [smoothie!.product.title] });

    // Both at 10: nothing is added, and both are named.
    const full = expectSuccess(
      endpoints.reorder,
      await as(shopper, endpoints.reorder, { orderId }),
    );
    expect(full.data).toEqual({
      added: 0,
      skipped: [],
      atLimit: [shake!.product.title, smoothie!.product.title],
    });
    const after = expectSuccess(endpoints.getCart, await as(shopper, endpoints.getCart));
    expect(after.map((line) => [line.title, line.quantity])).toEqual([
      [smoothie!.product.title, 10],
      [shake!.product.title, 10],
    ]);
  });

  it('skips a product sold out while the reorder runs, keeping what it already added', async () => {
    const shopper = await signUpUser(t.app);
    const orderId = await pay(shopper, await openPayment(shopper));
    await as(shopper, endpoints.clearCart, {});
    const [shake, smoothie] = items;
    const { Product } = t.db.models;
    // The smoothie sells out just after the reorder's first read of the menu.
    const find = Product.find.bind(Product);
    const spy = vi.spyOn(Product, 'find').mockImplementationOnce((...args: unknown[]) => {
      const query = (find as (...a: unknown[]) => ReturnType<typeof Product.find>)(...args);
      const lean = query.lean.bind(query);
      return Object.assign(query, {
        lean: () =>
          lean().then(async (read: unknown) => {
            await Product.updateOne({ _id: smoothie!.product._id }, { $set: { available: false } });
            return read;
          }),
      }) as never;
    });
    try {
      const answer = expectSuccess(
        endpoints.reorder,
        await as(shopper, endpoints.reorder, { orderId }),
      );
      expect(answer.data).toEqual({ added: 1, skipped: [smoothie!.product.title], atLimit: [] });
      const cart = expectSuccess(endpoints.getCart, await as(shopper, endpoints.getCart));
      expect(cart.map((line) => [line.title, line.quantity])).toEqual([[shake!.product.title, 2]]);
    } finally {
      spy.mockRestore();
      await Product.updateOne({ _id: smoothie!.product._id }, { $unset: { available: 1 } });
    }
  });

  it('does not raise a line already in the cart for a product sold out today', async () => {
    const shopper = await signUpUser(t.app);
    const orderId = await pay(shopper, await openPayment(shopper));
    const [shake] = items;
    expectSuccess(
      endpoints.addCart,
      await as(shopper, endpoints.addCart, {
        proId: shake!.product._id.toHexString(),
        quantity: 1,
      }),
    );
    await t.db.models.Product.updateOne(
      { _id: shake!.product._id },
      { $set: { available: false } },
    );
    try {
      const answer = expectSuccess(
        endpoints.reorder,
        await as(shopper, endpoints.reorder, { orderId }),
      );
      expect(answer.data.skipped).toEqual([shake!.product.title]);
      const cart = expectSuccess(endpoints.getCart, await as(shopper, endpoints.getCart));
      expect(cart.find((line) => line.proId === shake!.product._id.toHexString())?.quantity).toBe(
        1,
      );
    } finally {
      await t.db.models.Product.updateOne(
        { _id: shake!.product._id },
        { $unset: { available: 1 } },
      );
    }
  });

  it('answers 404 for someone else’s order, and 401 without a session', async () => {
    const owner = await signUpUser(t.app);
    const orderId = await pay(owner, await openPayment(owner));
    const stranger = await signUpUser(t.app);
    expectFailure(await as(stranger, endpoints.reorder, { orderId }), 404, 'NOT_FOUND');
    expect(expectSuccess(endpoints.getCart, await as(stranger, endpoints.getCart))).toEqual([]);
    expectFailure(await call(t.app, endpoints.reorder, { orderId }), 401, 'UNAUTHORIZED');
  });

  it('refuses a malformed order id with 400 naming it', async () => {
    const shopper = await signUpUser(t.app);
    const response = await as(shopper, endpoints.reorder, { orderId: 'not-an-id' });
    expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
      'orderId: Must be 12 hexadecimal characters',
    );
  });
});
