import { endpoints, type SlotChoice } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { SEED_GYMS } from '../../seed/gyms.js';
import { signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import {
  callAs,
  deliveryAddress,
  fillCart,
  paymentOrderBody,
  type CheckoutItem,
} from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Saturday 28 Nov 2026, 16:30 in India (11:00 UTC): the server's own zone must not matter. */
const NOW = new Date('2026-11-28T11:00:00Z');
const TODAY = '2026-11-28';
const BANDRA = 'Iron Temple Fitness Bandra';
const KORAMANGALA = 'Flex Zone Koramangala';

let t: TestApp;
let staff: SignedInUser;
let asha: SignedInUser;
let ravi: SignedInUser;
/** Alphonso Mango Protein Smoothie (₹199) and Blueberry Blast Smoothie (₹229). */
let mango: CheckoutItem['product'];
let blueberry: CheckoutItem['product'];
const ids: Record<'bandraSix' | 'koramangalaSix' | 'bandraSeven' | 'tomorrow', string> = {
  bandraSix: '',
  koramangalaSix: '',
  bandraSeven: '',
  tomorrow: '',
};

/** A simulated online payment for these lines, delivered at that gym in that slot. */
async function buy(
  who: SignedInUser,
  items: CheckoutItem[],
  gymName: string,
  slot: SlotChoice,
): Promise<string> {
  const gym = SEED_GYMS.find((each) => each.name === gymName)!;
  await fillCart(t.app, who, items);
  const address = deliveryAddress(who, { gym_name: gym.name, city: gym.city });
  const paymentOrder = expectSuccess(
    endpoints.createPaymentOrder,
    await callAs(t.app, who, endpoints.createPaymentOrder, {
      ...paymentOrderBody(who, items, { address }),
      slot,
    }),
  );
  const paid = expectSuccess(
    endpoints.simulatePayment,
    await callAs(t.app, who, endpoints.simulatePayment, {
      order_id: paymentOrder.id,
      outcome: 'success',
    }),
  );
  return expectSuccess(
    endpoints.authorisePayment,
    await callAs(t.app, who, endpoints.authorisePayment, paid),
  ).orderId;
}

const board = (query = '') =>
  call(t.app, endpoints.listBoardOrders).query(query).set('Cookie', staff.cookie);
const prepList = (query: string) =>
  call(t.app, endpoints.getPrepList).query(query).set('Cookie', staff.cookie);
const cancel = (body: unknown) => callAs(t.app, staff, endpoints.staffCancelOrder, body);
const auditOf = (subject: string) =>
  t.db.models.Audit.find({ subject }).sort({ at: 1, _id: 1 }).lean();

beforeAll(async () => {
  t = await createTestApp({
    clock: () => NOW,
    env: { PAYMENT_ORDER_RATE_LIMIT_PER_USER: '10000', AUTH_RATE_LIMIT_PER_IP: '10000' },
  });
  await seedDatabase(t.db.models);
  [mango, blueberry] = await firstSeededProducts(t.db.models);
  staff = await signUpVerifiedUser(t.app, t.db.models, 'staff', { userName: 'Kitchen Desk' });
  asha = await signUpVerifiedUser(t.app, t.db.models, 'customer', {
    userName: 'Asha Kapoor',
    phoneNumber: '9876543210',
  });
  ravi = await signUpVerifiedUser(t.app, t.db.models, 'customer', {
    userName: 'Ravi Menon',
    phoneNumber: '9123456780',
  });
  const six = { date: TODAY, start: '18:00' };
  ids.bandraSix = await buy(asha, [{ product: mango, quantity: 2 }], BANDRA, six);
  ids.koramangalaSix = await buy(
    ravi,
    [
      { product: mango, quantity: 1 },
      { product: blueberry, quantity: 3 },
    ],
    KORAMANGALA,
    six,
  );
  ids.bandraSeven = await buy(asha, [{ product: blueberry, quantity: 1 }], BANDRA, {
    date: TODAY,
    start: '19:00',
  });
  ids.tomorrow = await buy(ravi, [{ product: mango, quantity: 1 }], BANDRA, {
    date: '2026-11-29',
    start: '18:00',
  });
  // Ravi renames his account after ordering: the board shows the account's name.
  await t.db.models.User.updateOne({ _id: ravi.user._id }, { userName: 'Ravi M.' });
});
afterAll(() => t.close());

describe('GET /admin/orders', () => {
  it("lists the date's orders by slot start, then gym, with the shopper's name and phone", async () => {
    const { data } = expectSuccess(endpoints.listBoardOrders, await board(`date=${TODAY}`));
    expect(data.map((order) => [order.orderId, order.slot?.start, order.gym?.name])).toEqual([
      [ids.koramangalaSix, '18:00', KORAMANGALA],
      [ids.bandraSix, '18:00', BANDRA],
      [ids.bandraSeven, '19:00', BANDRA],
    ]);
    expect(data[0]).toMatchObject({
      status: 'Processing',
      paymentAmmount: 886,
      paymentMethod: 'credit-card',
      shopper: { name: 'Ravi M.', phone: '9123456780' },
      order: [
        { productName: 'Alphonso Mango Protein Smoothie', quantity: 1, productPrice: 199 },
        { productName: 'Blueberry Blast Smoothie', quantity: 3, productPrice: 229 },
      ],
      slot: { date: TODAY, start: '18:00', end: '18:30' },
    });
    expect(data[1]?.shopper).toEqual({ name: 'Asha Kapoor', phone: '9876543210' });
  });

  it('never shows the handover code the shopper must bring, and is never cached', async () => {
    const response = await board(`date=${TODAY}`);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const order of response.body.data) expect(order).not.toHaveProperty('handoverCode');
  });

  it("shows today's orders (India time) without a date", async () => {
    const { data } = expectSuccess(endpoints.listBoardOrders, await board());
    expect(data.map((order) => order.orderId)).toEqual([
      ids.koramangalaSix,
      ids.bandraSix,
      ids.bandraSeven,
    ]);
  });

  it('filters by gym and by slot', async () => {
    const atBandra = expectSuccess(
      endpoints.listBoardOrders,
      await board(`date=${TODAY}&gym=${encodeURIComponent(BANDRA)}`),
    );
    expect(atBandra.data.map((order) => order.orderId)).toEqual([ids.bandraSix, ids.bandraSeven]);
    // As the operator may type it: the gym list's names are matched ignoring case and spacing.
    const typed = expectSuccess(
      endpoints.listBoardOrders,
      await board(`date=${TODAY}&gym=${encodeURIComponent('  iron temple  FITNESS bandra ')}`),
    );
    expect(typed.data.map((order) => order.orderId)).toEqual([ids.bandraSix, ids.bandraSeven]);
    const atSix = expectSuccess(endpoints.listBoardOrders, await board(`date=${TODAY}&slot=18:00`));
    expect(atSix.data.map((order) => order.orderId)).toEqual([ids.koramangalaSix, ids.bandraSix]);
    const tomorrow = expectSuccess(endpoints.listBoardOrders, await board('date=2026-11-29'));
    expect(tomorrow.data.map((order) => order.orderId)).toEqual([ids.tomorrow]);
  });

  it('flags an overbooked order, one that used a raced voucher and one paid after its slot', async () => {
    await t.db.models.Order.updateOne(
      { orderId: ids.bandraSeven },
      { $set: { overbooked: true, voucherOverLimit: true, slotPassed: true } },
    );
    const { data } = expectSuccess(endpoints.listBoardOrders, await board(`date=${TODAY}`));
    const flagged = data.find((order) => order.orderId === ids.bandraSeven);
    expect(flagged).toMatchObject({ overbooked: true, voucherOverLimit: true, slotPassed: true });
    const plain = data.find((order) => order.orderId === ids.bandraSix);
    expect(plain).not.toHaveProperty('overbooked');
    expect(plain).not.toHaveProperty('voucherOverLimit');
    expect(plain).not.toHaveProperty('slotPassed');
  });

  it.each([
    ['date=2026-13-01', 'date', 'Must be a date like 2026-11-28'],
    ['date=28-11-2026', 'date', 'Must be a date like 2026-11-28'],
    ['slot=7pm', 'slot', 'Must be a time like 18:00'],
    ['slot=24:00', 'slot', 'Must be a time like 18:00'],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const envelope = expectFailure(await board(query), 400, 'BAD_REQUEST');
    expect(envelope.message).toBe(`${field}: ${message}`);
    expect(envelope.details).toEqual([{ path: field, message }]);
  });

  it('finds the orders of a date by an index on the slot (date, start, gym)', async () => {
    const indexes = await t.db.models.Order.collection.listIndexes().toArray();
    expect(indexes.map((index) => index.key)).toContainEqual({
      'slot.date': 1,
      'slot.start': 1,
      'gym.name': 1,
    });
  });
});

describe('GET /admin/prep-list', () => {
  it("totals each product of a slot's orders by title and packs them per gym", async () => {
    const { data } = expectSuccess(
      endpoints.getPrepList,
      await prepList(`date=${TODAY}&slot=18:00`),
    );
    expect(data).toEqual({
      date: TODAY,
      slot: '18:00',
      products: [
        {
          productId: mango._id.toHexString(),
          title: 'Alphonso Mango Protein Smoothie',
          quantity: 3,
        },
        { productId: blueberry._id.toHexString(), title: 'Blueberry Blast Smoothie', quantity: 3 },
      ],
      gyms: [
        {
          gym: KORAMANGALA,
          orders: [
            {
              orderId: ids.koramangalaSix,
              shopperName: 'Ravi M.',
              slot: { date: TODAY, start: '18:00', end: '18:30' },
              lines: [
                { title: 'Alphonso Mango Protein Smoothie', quantity: 1 },
                { title: 'Blueberry Blast Smoothie', quantity: 3 },
              ],
            },
          ],
        },
        {
          gym: BANDRA,
          orders: [
            {
              orderId: ids.bandraSix,
              shopperName: 'Asha Kapoor',
              slot: { date: TODAY, start: '18:00', end: '18:30' },
              lines: [{ title: 'Alphonso Mango Protein Smoothie', quantity: 2 }],
            },
          ],
        },
      ],
    });
  });

  it('covers the whole day without a slot, and leaves cancelled orders out', async () => {
    const cancelled = await buy(asha, [{ product: blueberry, quantity: 5 }], BANDRA, {
      date: TODAY,
      start: '20:00',
    });
    expectSuccess(
      endpoints.cancelOrder,
      await callAs(t.app, asha, endpoints.cancelOrder, { orderID: cancelled }),
    );
    const { data } = expectSuccess(endpoints.getPrepList, await prepList(`date=${TODAY}`));
    expect(data).not.toHaveProperty('slot');
    expect(data.products.map(({ title, quantity }) => [title, quantity])).toEqual([
      ['Alphonso Mango Protein Smoothie', 3],
      ['Blueberry Blast Smoothie', 4],
    ]);
    expect(data.gyms.map(({ gym, orders }) => [gym, orders.map((order) => order.orderId)])).toEqual(
      [
        [KORAMANGALA, [ids.koramangalaSix]],
        [BANDRA, [ids.bandraSix, ids.bandraSeven]],
      ],
    );
  });

  it('is empty for a day without orders, and today by default', async () => {
    const empty = expectSuccess(endpoints.getPrepList, await prepList('date=2026-12-01'));
    expect(empty.data).toEqual({ date: '2026-12-01', products: [], gyms: [] });
    const today = expectSuccess(endpoints.getPrepList, await prepList('slot=19:00'));
    expect(today.data.date).toBe(TODAY);
    expect(today.data.products).toEqual([
      expect.objectContaining({ title: 'Blueberry Blast Smoothie', quantity: 1 }),
    ]);
  });

  it('refuses a bad date or slot with a 400 naming the field', async () => {
    expect(expectFailure(await prepList('date=tomorrow'), 400, 'BAD_REQUEST').message).toBe(
      'date: Must be a date like 2026-11-28',
    );
    expect(expectFailure(await prepList('slot=6'), 400, 'BAD_REQUEST').message).toBe(
      'slot: Must be a time like 18:00',
    );
  });
});

describe('POST /admin/orders/advance through the console', () => {
  it('writes one order.advanced entry with the status before and after', async () => {
    const response = await callAs(t.app, staff, endpoints.advanceOrder, {
      orderId: ids.bandraSix,
      status: 'Shipped',
    });
    expect(expectSuccess(endpoints.advanceOrder, response).data.status).toBe('Shipped');
    const entries = await auditOf(ids.bandraSix);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      at: NOW,
      kind: 'order.advanced',
      actor: { email: staff.user.email, role: 'staff' },
      before: { status: 'Processing' },
      after: { status: 'Shipped' },
    });
  });

  it('writes nothing when the advance is refused', async () => {
    const response = await callAs(t.app, staff, endpoints.advanceOrder, {
      orderId: ids.bandraSix,
      status: 'Delivered',
    });
    expectFailure(response, 409, 'CONFLICT');
    expect(await auditOf(ids.bandraSix)).toHaveLength(1);
  });
});

describe('POST /admin/orders/cancel', () => {
  const sunday = (start: string) => ({ date: '2026-11-29', start });

  it('cancels like the shopper does: refund, seat and event; keeps the reason; audits it', async () => {
    const orderId = await buy(
      asha,
      [{ product: blueberry, quantity: 2 }],
      KORAMANGALA,
      sunday('19:00'),
    );
    const seatHolder = (await t.db.models.Order.findOne({ orderId }).lean())?.seatHolder;
    expect(await t.db.models.SlotSeat.countDocuments({ holder: seatHolder })).toBe(1);

    const response = await cancel({ orderId, reason: '  Gym closed for a power cut  ' });
    const { data } = expectSuccess(endpoints.staffCancelOrder, response);
    expect(data).toMatchObject({
      orderId,
      status: 'Cancelled',
      cancellation: { by: 'staff', reason: 'Gym closed for a power cut' },
      refund: { amount: 458, status: 'pending' },
    });
    expect(await t.db.models.SlotSeat.countDocuments({ holder: seatHolder })).toBe(0);
    // The tracking streams hear of it twice: the cancel, then its refund starting.
    expect(await t.db.models.OrderEvent.countDocuments({ orderId, status: 'Cancelled' })).toBe(2);

    const entries = await auditOf(orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      at: NOW,
      kind: 'order.cancelled',
      actor: { email: staff.user.email, role: 'staff' },
      summary: 'Cancelled: Gym closed for a power cut',
      before: { status: 'Processing' },
      after: { status: 'Cancelled', reason: 'Gym closed for a power cut' },
    });
  });

  it('lets a double click or parallel cancels through once: one refund, one audit entry', async () => {
    const orderId = await buy(ravi, [{ product: mango, quantity: 1 }], BANDRA, sunday('19:30'));
    const answers = await Promise.all(
      [1, 2, 3].map(() => cancel({ orderId, reason: 'Shopper asked by phone' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe('This order is Cancelled and can no longer be cancelled');
    }
    expect(await auditOf(orderId)).toHaveLength(1);
    const stored = await t.db.models.Order.findOne({ orderId }).lean();
    expect(stored?.refund).toMatchObject({ amountPaise: 19_900, refundId: `refund_${orderId}` });
    expect(stored?.timeline?.filter((entry) => entry.status === 'Cancelled')).toHaveLength(1);
  });

  it('refuses a Delivered order with the shopper’s 409, and an unknown one with 404', async () => {
    const orderId = await buy(ravi, [{ product: mango, quantity: 1 }], BANDRA, sunday('20:00'));
    await t.db.models.Order.updateOne({ orderId }, { $set: { status: 'Delivered' } });
    const refused = expectFailure(await cancel({ orderId, reason: 'Too late' }), 409, 'CONFLICT');
    expect(refused.message).toBe('This order is Delivered and can no longer be cancelled');
    expectFailure(await cancel({ orderId: 'ffffffffffff', reason: 'Typo' }), 404, 'NOT_FOUND');
    expect(await auditOf(orderId)).toHaveLength(0);
  });

  it.each([
    [{ reason: '   ' }, 'reason', 'This field is required'],
    [{}, 'reason', 'Required'],
    [{ reason: 'x'.repeat(201) }, 'reason', 'Must be at most 200 characters'],
    [{ orderId: 'abc', reason: 'Typo' }, 'orderId', 'Must be 12 hexadecimal characters'],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const envelope = expectFailure(
      await cancel({ orderId: ids.tomorrow, ...body }),
      400,
      'BAD_REQUEST',
    );
    expect(envelope.details).toEqual([{ path: field, message }]);
    expect(await auditOf(ids.tomorrow)).toHaveLength(0);
  });

  it('takes a reason of exactly 200 characters', async () => {
    const orderId = await buy(asha, [{ product: mango, quantity: 1 }], BANDRA, sunday('20:30'));
    const reason = 'r'.repeat(200);
    const { data } = expectSuccess(endpoints.staffCancelOrder, await cancel({ orderId, reason }));
    expect(data.cancellation).toEqual({ by: 'staff', reason });
  });

  it('marks a shopper’s own cancel as theirs, with no reason', async () => {
    const orderId = await buy(asha, [{ product: mango, quantity: 1 }], BANDRA, sunday('21:00'));
    expectSuccess(
      endpoints.cancelOrder,
      await callAs(t.app, asha, endpoints.cancelOrder, { orderID: orderId }),
    );
    const { data } = expectSuccess(endpoints.listBoardOrders, await board('date=2026-11-29'));
    expect(data.find((order) => order.orderId === orderId)?.cancellation).toEqual({
      by: 'shopper',
    });
  });
});
