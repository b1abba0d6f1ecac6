import { createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHECKOUT_MESSAGES, endpoints } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
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
import type { ProductRecord } from '../products/products.model.js';
import { PAYMENT_MESSAGES } from './payments.service.js';

const SIMULATED_SECRET = 'simulated-secret-for-tests-0001';
/** Independent of the code under test: Razorpay's documented formula. */
const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Saturday 28 Nov 2026, 10:00 in India: the earliest slot still open is 11:00–11:30. */
const SATURDAY_10AM_IST = new Date('2026-11-28T04:30:00Z');

let t: TestApp;
/** The app's clock: SATURDAY_10AM_IST, moved on only where a test says so. */
let now = SATURDAY_10AM_IST;
let outbox: string;
let asha: SignedInUser;
let ravi: SignedInUser;
let shake: ProductRecord;
let smoothie: ProductRecord;
let bar: ProductRecord;
let items: CheckoutItem[];

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-payments-outbox-'));
  t = await createTestApp({
    clock: () => now,
    env: {
      SIMULATED_PAYMENT_SECRET: SIMULATED_SECRET,
      MAIL_OUTBOX_DIR: outbox,
      // Asha opens more payment orders here than one shopper may; the limit has its own test.
      PAYMENT_ORDER_RATE_LIMIT_PER_USER: '10000',
    },
  });
  await seedDatabase(t.db.models);
  [shake, smoothie, bar] = await firstSeededProducts(t.db.models);
  items = [
    { product: shake, quantity: 2 },
    { product: smoothie, quantity: 1 },
  ];
  asha = await signUpVerifiedUser(t.app, t.db.models, 'customer', { userName: 'Asha Kapoor' });
  ravi = await signUpUser(t.app, { userName: 'Ravi Shah' });
});
beforeEach(async () => {
  now = SATURDAY_10AM_IST;
  const { Order, PendingPayment, CartItem } = t.db.models;
  await Promise.all([Order.deleteMany({}), PendingPayment.deleteMany({}), CartItem.deleteMany({})]);
  // What the web's checkout always starts from: the lines paid for are in the cart.
  await fillCart(t.app, asha, items);
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const as = (who: SignedInUser, endpoint: Parameters<typeof callAs>[2], body?: unknown) =>
  callAs(t.app, who, endpoint, body);

async function createPaymentOrder(who = asha, body: unknown = paymentOrderBody(who, items)) {
  return expectSuccess(
    endpoints.createPaymentOrder,
    await as(who, endpoints.createPaymentOrder, body),
  );
}

async function simulateSuccess(who: SignedInUser, orderId: string) {
  const result = expectSuccess(
    endpoints.simulatePayment,
    await as(who, endpoints.simulatePayment, { order_id: orderId, outcome: 'success' }),
  );
  if (!('razorpay_signature' in result)) throw new Error('expected a successful simulated payment');
  return result;
}

describe('without a session', () => {
  it.each([
    ['createPaymentOrder', endpoints.createPaymentOrder],
    ['authorisePayment', endpoints.authorisePayment],
    ['simulatePayment', endpoints.simulatePayment],
  ] as const)('%s answers 401', async (_name, endpoint) => {
    expectFailure(await call(t.app, endpoint, {}), 401, 'UNAUTHORIZED');
  });
});

describe('POST /paymentorder (simulated mode)', () => {
  it('prices the lines on the server and answers the provider order in paise', async () => {
    const paymentOrder = await createPaymentOrder();
    const totalPaise = shake.pricePaise * 2 + smoothie.pricePaise;
    expect(paymentOrder).toEqual({
      id: expect.stringMatching(/^order_sim[0-9a-f]{14}$/),
      amount: totalPaise,
      currency: 'INR',
      provider: 'simulated',
      // No slot asked for: the earliest one still open at the gym.
      slot: { date: '2026-11-28', start: '11:00', end: '11:30' },
    });

    const pending = await t.db.models.PendingPayment.findOne({
      providerOrderId: paymentOrder.id,
    }).lean();
    expect(pending).toMatchObject({
      provider: 'simulated',
      totals: { subtotalPaise: totalPaise, discountPaise: 0, totalPaise },
      address: { gym_name: 'Iron Temple Fitness Bandra', your_email: asha.user.email },
      lines: [
        {
          productName: shake.title,
          pricePaise: shake.pricePaise,
          quantity: 2,
          image: shake.imageUrl,
        },
        { productName: smoothie.title, pricePaise: smoothie.pricePaise, quantity: 1 },
      ],
    });
    expect(pending?.userId.toHexString()).toBe(asha.user._id);
  });

  it('applies an active voucher, rounding the discount half-up in paise', async () => {
    const body = paymentOrderBody(asha, items, { code: 'fit10', discountPercentage: 10 });
    const paymentOrder = await createPaymentOrder(asha, body);
    const subtotal = shake.pricePaise * 2 + smoothie.pricePaise;
    expect(paymentOrder.amount).toBe(subtotal - Math.round(subtotal / 10));
    const pending = await t.db.models.PendingPayment.findOne({
      providerOrderId: paymentOrder.id,
    }).lean();
    expect(pending?.voucherCode).toBe('FIT10');
  });

  it('refuses an amount that differs from the server total by even one paisa', async () => {
    const body = paymentOrderBody(asha, items);
    const response = await as(asha, endpoints.createPaymentOrder, {
      ...body,
      amount: body.amount - 0.01,
    });
    expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
      CHECKOUT_MESSAGES.amountMismatch,
    );
    expect(await t.db.models.PendingPayment.countDocuments()).toBe(0);
  });

  it('ignores a tampered price on the lines: the amount must still be the catalogue total', async () => {
    await fillCart(t.app, asha, [{ product: shake, quantity: 1 }]);
    const body = paymentOrderBody(asha, [{ product: shake, quantity: 1 }]);
    const tampered = {
      ...body,
      amount: 1,
      order: body.order.map((line) => ({ ...line, price: 1 })),
    };
    expectFailure(await as(asha, endpoints.createPaymentOrder, tampered), 400, 'BAD_REQUEST');
    const paymentOrder = await createPaymentOrder(asha, { ...body, order: tampered.order });
    expect(paymentOrder.amount).toBe(shake.pricePaise);
  });

  it('refuses a discount claimed without a valid voucher', async () => {
    const claimed = paymentOrderBody(asha, items, { discountPercentage: 30 });
    expectFailure(await as(asha, endpoints.createPaymentOrder, claimed), 400, 'BAD_REQUEST');
    const unknown = paymentOrderBody(asha, items, { code: 'NOPE99' });
    expect(
      expectFailure(await as(asha, endpoints.createPaymentOrder, unknown), 400, 'BAD_REQUEST')
        .message,
    ).toBe('Invalid code');
  });

  it('refuses a switched-off (400) or expired (409) voucher with the words /getcode uses for it', async () => {
    await t.db.models.Voucher.create({
      code: 'HOLI35',
      discountPercentage: 35,
      expiresAt: new Date('2025-03-15T00:00:00.000Z'),
    });
    for (const [code, message, status, errorCode] of [
      ['MONSOON30', 'This code is not active', 400, 'BAD_REQUEST'],
      ['HOLI35', 'This code has expired', 409, 'CONFLICT'],
    ] as const) {
      const body = paymentOrderBody(asha, items, { code, discountPercentage: 30 });
      const envelope = expectFailure(
        await as(asha, endpoints.createPaymentOrder, body),
        status,
        errorCode,
      );
      expect(envelope.message).toBe(message);
      const lookedUp = expectSuccess(
        endpoints.getCode,
        await call(t.app, endpoints.getCode, { code }),
      );
      expect(lookedUp.data.inactiveMessage).toBe(message);
    }
    expect(await t.db.models.PendingPayment.countDocuments()).toBe(0);
  });

  it('takes the city and country from the gym, whatever the form sent (the web no longer asks for a city)', async () => {
    await fillCart(t.app, asha, [{ product: shake, quantity: 1 }]);
    const body = paymentOrderBody(asha, [{ product: shake, quantity: 1 }]);
    const { id } = expectSuccess(
      endpoints.createPaymentOrder,
      await as(asha, endpoints.createPaymentOrder, {
        ...body,
        address: {
          ...body.address,
          gym_name: 'Iron Temple Fitness Bandra',
          city: 'Chennai',
          country: 'USA',
        },
      }),
    );
    const pending = await t.db.models.PendingPayment.findOne({ providerOrderId: id }).lean();
    expect(pending?.address).toMatchObject({ city: 'Mumbai', country: 'India' });
  });

  it('refuses a gym we do not deliver to, a product gone from the catalogue and bad quantities', async () => {
    const body = paymentOrderBody(asha, items);
    const badGym = { ...body, address: { ...body.address, gym_name: 'Nowhere Gym' } };
    expectFailure(await as(asha, endpoints.createPaymentOrder, badGym), 400, 'BAD_REQUEST');
    const goneProductId = new Types.ObjectId();
    await t.db.models.CartItem.create({
      userId: asha.user._id,
      proId: goneProductId,
      title: 'Withdrawn Bar',
      description: 'No longer sold',
      imageUrl: '/art/1f36b.webp',
      pricePaise: 9900,
      quantity: 1,
    });
    const goneProduct = {
      ...body,
      order: [...body.order, { proId: goneProductId.toHexString(), quantity: 1 }],
    };
    expectFailure(await as(asha, endpoints.createPaymentOrder, goneProduct), 404, 'NOT_FOUND');
    for (const quantity of [0, 11, 1.5, '2']) {
      const bad = { ...body, order: [{ proId: shake._id.toHexString(), quantity }] };
      expectFailure(await as(asha, endpoints.createPaymentOrder, bad), 400, 'BAD_REQUEST');
    }
    expectFailure(
      await as(asha, endpoints.createPaymentOrder, { ...body, order: [] }),
      400,
      'BAD_REQUEST',
    );
    expectFailure(
      await as(asha, endpoints.createPaymentOrder, { ...body, currency: 'USD' }),
      400,
      'BAD_REQUEST',
    );
    expect(await t.db.models.PendingPayment.countDocuments()).toBe(0);
  });
});

describe('POST /paymentorder pays for the cart on the server', () => {
  const CART_CHANGED = 'Your cart has changed. Please review it before paying.';

  async function payFor(providerOrderId: string) {
    const result = await simulateSuccess(asha, providerOrderId);
    return expectSuccess(
      endpoints.authorisePayment,
      await as(asha, endpoints.authorisePayment, result),
    ).orderId;
  }

  it.each([
    ['the cart was emptied', (): CheckoutItem[] => []],
    [
      'a quantity changed',
      (): CheckoutItem[] => [
        { product: shake, quantity: 3 },
        { product: smoothie, quantity: 1 },
      ],
    ],
    ['a line was removed', (): CheckoutItem[] => [{ product: shake, quantity: 2 }]],
    ['a line was added', (): CheckoutItem[] => [...items, { product: bar, quantity: 1 }]],
  ])('answers 409 when %s since checkout began', async (_case, cartNow) => {
    await fillCart(t.app, asha, cartNow());
    const envelope = expectFailure(
      await as(asha, endpoints.createPaymentOrder, paymentOrderBody(asha, items)),
      409,
      'CONFLICT',
    );
    expect(envelope.message).toBe(CART_CHANGED);
    expect(await t.db.models.PendingPayment.countDocuments()).toBe(0);
  });

  it('refuses the second tab once the first has paid: one order for the cart', async () => {
    const tabA = await createPaymentOrder();
    await payFor(tabA.id);
    const tabB = expectFailure(
      await as(asha, endpoints.createPaymentOrder, paymentOrderBody(asha, items)),
      409,
      'CONFLICT',
    );
    expect(tabB.message).toBe(CART_CHANGED);
    expect(await t.db.models.Order.countDocuments()).toBe(1);
    expect(await t.db.models.PendingPayment.countDocuments()).toBe(1);
  });

  it('answers the unpaid provider order again for an unchanged checkout', async () => {
    const first = await createPaymentOrder();
    const again = await createPaymentOrder();
    expect(again).toEqual(first);
    expect(await t.db.models.PendingPayment.countDocuments()).toBe(1);
  });

  it('opens one provider order for a double-clicked Pay Now', async () => {
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        as(asha, endpoints.createPaymentOrder, paymentOrderBody(asha, items)),
      ),
    );
    const ids = responses.map(
      (response) => expectSuccess(endpoints.createPaymentOrder, response).id,
    );
    expect(new Set(ids).size).toBe(1);
    expect(await t.db.models.PendingPayment.countDocuments()).toBe(1);
  });

  it('opens a new provider order for another address or voucher, or once the first is paid', async () => {
    const otherPhoneBody = paymentOrderBody(asha, items, {
      address: deliveryAddress(asha, { phone: '9123456789' }),
    });
    const first = await createPaymentOrder();
    const otherPhone = await createPaymentOrder(asha, otherPhoneBody);
    const withVoucher = await createPaymentOrder(
      asha,
      paymentOrderBody(asha, items, { code: 'FIT10', discountPercentage: 10 }),
    );
    expect(new Set([first.id, otherPhone.id, withVoucher.id]).size).toBe(3);

    await payFor(first.id);
    await fillCart(t.app, asha, items);
    const afterPaying = await createPaymentOrder();
    expect([first.id, otherPhone.id, withVoucher.id]).not.toContain(afterPaying.id);
    // The unpaid ones stay reusable.
    expect((await createPaymentOrder(asha, otherPhoneBody)).id).toBe(otherPhone.id);
  });

  it('keeps one unpaid provider order per shopper and checkout with a unique index', async () => {
    const indexes = await t.db.models.PendingPayment.collection.listIndexes().toArray();
    expect(indexes).toContainEqual(
      expect.objectContaining({
        key: { userId: 1, checkoutKey: 1 },
        unique: true,
        partialFilterExpression: { checkoutKey: { $exists: true } },
      }),
    );
  });
});

describe('POST /payments/simulate', () => {
  it('signs a successful test payment with the simulated secret over order_id|payment_id', async () => {
    const { id } = await createPaymentOrder();
    const result = await simulateSuccess(asha, id);
    expect(result.razorpay_order_id).toBe(id);
    expect(result.razorpay_signature).toBe(
      hmac(SIMULATED_SECRET, `${id}|${result.razorpay_payment_id}`),
    );
  });

  it('answers a failed test payment with success false, and takes no order', async () => {
    const { id } = await createPaymentOrder();
    const response = await as(asha, endpoints.simulatePayment, {
      order_id: id,
      outcome: 'failure',
    });
    expect(expectSuccess(endpoints.simulatePayment, response)).toEqual({
      success: false,
      message: PAYMENT_MESSAGES.simulatedFailure,
    });
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });

  it("works only for the caller's own pending payment", async () => {
    const { id } = await createPaymentOrder(asha);
    expectFailure(
      await as(ravi, endpoints.simulatePayment, { order_id: id, outcome: 'success' }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await as(asha, endpoints.simulatePayment, {
        order_id: 'order_sim00000000000000',
        outcome: 'success',
      }),
      404,
      'NOT_FOUND',
    );
    expectFailure(
      await as(asha, endpoints.simulatePayment, { order_id: id, outcome: 'maybe' }),
      400,
      'BAD_REQUEST',
    );
  });
});

describe('POST /authpayment', () => {
  async function addToCart(who: SignedInUser, product: ProductRecord) {
    expectSuccess(
      endpoints.addCart,
      await as(who, endpoints.addCart, { proId: product._id.toHexString(), quantity: 1 }),
    );
  }

  it('refunds a second checkout of the same cart paid after the first was placed (two tabs, two payment sheets)', async () => {
    const first = await createPaymentOrder();
    // Tab B opened its own payment sheet for the same cart (another name on it) before tab A paid.
    const other = { ...deliveryAddress(asha), your_name: 'Asha K' };
    const second = await createPaymentOrder(
      asha,
      paymentOrderBody(asha, items, { address: other }),
    );
    expect(second.id).not.toBe(first.id);

    // Tab A pays a minute later.
    now = new Date(SATURDAY_10AM_IST.getTime() + 60_000);
    const placed = expectSuccess(
      endpoints.authorisePayment,
      await as(asha, endpoints.authorisePayment, await simulateSuccess(asha, first.id)),
    );
    const paidAgain = await simulateSuccess(asha, second.id);
    const answers = await Promise.all(
      [1, 2].map(() => as(asha, endpoints.authorisePayment, paidAgain)),
    );
    const [answer, replay] = answers.map((response) =>
      expectSuccess(endpoints.authorisePayment, response),
    );
    expect(answer).toMatchObject({ cancelled: true, duplicateOf: placed.orderId });
    expect(replay).toEqual(answer);
    expect(answer!.orderId).not.toBe(placed.orderId);

    const orders = await t.db.models.Order.find(
      {},
      { orderId: 1, status: 1, duplicateOf: 1, refund: 1 },
    )
      .sort({ date: 1 })
      .lean();
    expect(orders).toHaveLength(2);
    expect(orders[0]).toMatchObject({ orderId: placed.orderId, status: 'Processing' });
    // 2 × ₹199 + ₹229 = ₹627.00 back, once.
    expect(orders[1]).toMatchObject({
      orderId: answer!.orderId,
      status: 'Cancelled',
      duplicateOf: placed.orderId,
      refund: { amountPaise: 62700 },
    });
    // The shopper's own view of the refunded record says which order it repeated.
    const record = expectSuccess(
      endpoints.getOrder,
      await as(asha, endpoints.getOrder, { orderId: answer!.orderId }),
    ).data;
    expect(record).toMatchObject({ status: 'Cancelled', duplicateOf: placed.orderId });
  });

  it('places one order when two checkouts of the same cart are confirmed at the same instant, and refunds the other', async () => {
    const first = await createPaymentOrder();
    const other = { ...deliveryAddress(asha), your_name: 'Asha K' };
    const second = await createPaymentOrder(
      asha,
      paymentOrderBody(asha, items, { address: other }),
    );
    // A minute later both tabs' sheets are paid, and both confirmations arrive together.
    now = new Date(SATURDAY_10AM_IST.getTime() + 60_000);
    const paid = [await simulateSuccess(asha, first.id), await simulateSuccess(asha, second.id)];
    const answers = (
      await Promise.all(paid.map((result) => as(asha, endpoints.authorisePayment, result)))
    ).map((response) => expectSuccess(endpoints.authorisePayment, response));

    const orders = await t.db.models.Order.find(
      {},
      { orderId: 1, status: 1, duplicateOf: 1, refund: 1 },
    ).lean();
    const standing = orders.filter((order) => order.status === 'Processing');
    expect(standing).toHaveLength(1);
    const refunded = orders.filter((order) => order.status === 'Cancelled');
    // 2 × ₹199 + ₹229 = ₹627.00 back for the repeat, once.
    expect(refunded).toEqual([
      expect.objectContaining({
        duplicateOf: standing[0]!.orderId,
        refund: expect.objectContaining({ amountPaise: 62700 }),
      }),
    ]);
    // Each tab is told what became of its payment.
    expect(answers).toEqual(
      expect.arrayContaining([
        { success: true, orderId: standing[0]!.orderId },
        {
          success: true,
          orderId: refunded[0]!.orderId,
          cancelled: true,
          duplicateOf: standing[0]!.orderId,
        },
      ]),
    );
    // The lock each confirmation held is gone with it.
    expect(await t.db.models.CheckoutLock.countDocuments()).toBe(0);
  });

  it('places the same cart bought again later: only a checkout opened before the first order was placed is refunded', async () => {
    const first = await createPaymentOrder();
    const placed = expectSuccess(
      endpoints.authorisePayment,
      await as(asha, endpoints.authorisePayment, await simulateSuccess(asha, first.id)),
    );
    await fillCart(t.app, asha, items);
    const again = await createPaymentOrder();
    const answer = expectSuccess(
      endpoints.authorisePayment,
      await as(asha, endpoints.authorisePayment, await simulateSuccess(asha, again.id)),
    );
    expect(answer.cancelled).toBeUndefined();
    expect(answer.orderId).not.toBe(placed.orderId);
    const statuses = await t.db.models.Order.find({}, { status: 1, refund: 1 }).lean();
    expect(statuses.map(({ status, refund }) => [status, refund])).toEqual([
      ['Processing', undefined],
      ['Processing', undefined],
    ]);
  });

  it("creates the order from the server's record, clears the cart and e-mails the customer", async () => {
    await addToCart(ravi, shake);
    const { id } = await createPaymentOrder();
    const result = await simulateSuccess(asha, id);
    // The spec's client also sends its own copy of the order: it is ignored.
    const response = await as(asha, endpoints.authorisePayment, {
      ...result,
      order_id: id,
      amount: 1,
      summary: { finalTotal: 1 },
      order: [{ productPrice: 1 }],
    });
    const { orderId } = expectSuccess(endpoints.authorisePayment, response);
    expect(orderId).toMatch(/^[0-9a-f]{12}$/);

    const order = expectSuccess(
      endpoints.getOrder,
      await as(asha, endpoints.getOrder, { orderId }),
    ).data;
    const totalPaise = shake.pricePaise * 2 + smoothie.pricePaise;
    expect(order).toMatchObject({
      orderId,
      userId: asha.user._id,
      userName: 'Asha Kapoor',
      address: 'Iron Temple Fitness Bandra, Mumbai, India',
      phoneNumber: '9876543210',
      paymentMethod: 'credit-card',
      status: 'Processing',
      paymentAmmount: totalPaise / 100,
      summary: {
        originalPrice: totalPaise / 100,
        discountedAmmount: 0,
        finalTotal: totalPaise / 100,
        tax: 0,
        storePickup: 0,
      },
      order: [
        {
          productId: shake._id.toHexString(),
          productName: shake.title,
          productPrice: shake.pricePaise / 100,
          quantity: 2,
          image: shake.imageUrl,
        },
        {
          productId: smoothie._id.toHexString(),
          productName: smoothie.title,
          productPrice: smoothie.pricePaise / 100,
          quantity: 1,
          image: smoothie.imageUrl,
        },
      ],
    });
    expect(expectSuccess(endpoints.getCart, await as(asha, endpoints.getCart))).toEqual([]);
    expect(expectSuccess(endpoints.getCart, await as(ravi, endpoints.getCart))).toHaveLength(1);

    await vi.waitFor(
      async () => {
        const mails = await Promise.all(
          (await readdir(outbox)).map((file) => readFile(join(outbox, file), 'utf8')),
        );
        expect(
          mails.some((mail) => mail.includes(orderId) && mail.includes(`To: ${asha.user.email}`)),
        ).toBe(true);
      },
      { timeout: 10_000 },
    );
  });

  it('takes out of the cart only what it paid for: what another tab added since Pay Now stays', async () => {
    const { id } = await createPaymentOrder();
    // Another tab, after Pay Now: a third product, and one more shake (2 were paid for).
    expectSuccess(
      endpoints.addCart,
      await as(asha, endpoints.addCart, { proId: bar._id.toHexString(), quantity: 1 }),
    );
    expectSuccess(
      endpoints.updateCart,
      await as(asha, endpoints.updateCart, { proId: shake._id.toHexString(), quantity: 3 }),
    );
    const result = await simulateSuccess(asha, id);
    expectSuccess(endpoints.authorisePayment, await as(asha, endpoints.authorisePayment, result));

    const cart = expectSuccess(endpoints.getCart, await as(asha, endpoints.getCart));
    expect(cart.map(({ proId, quantity }) => ({ proId, quantity }))).toEqual([
      { proId: shake._id.toHexString(), quantity: 1 },
      { proId: bar._id.toHexString(), quantity: 1 },
    ]);
  });

  it('keeps each line’s protein and kcal as the menu said at purchase, whatever it says later', async () => {
    const { id } = await createPaymentOrder();
    const result = await simulateSuccess(asha, id);
    const { orderId } = expectSuccess(
      endpoints.authorisePayment,
      await as(asha, endpoints.authorisePayment, { ...result, order_id: id }),
    );
    // The first two seeded products: Alphonso Mango (24 g, 310 kcal) and Blueberry Blast (26 g, 360 kcal).
    await t.db.models.Product.updateOne(
      { _id: shake._id },
      { $set: { 'nutrition.protein': 12, 'nutrition.kcal': 150 } },
    );
    try {
      const order = expectSuccess(
        endpoints.getOrder,
        await as(asha, endpoints.getOrder, { orderId }),
      ).data;
      expect(
        order.order.map(({ productName, protein, kcal }) => ({ productName, protein, kcal })),
      ).toEqual([
        { productName: 'Alphonso Mango Protein Smoothie', protein: 24, kcal: 310 },
        { productName: 'Blueberry Blast Smoothie', protein: 26, kcal: 360 },
      ]);
    } finally {
      await t.db.models.Product.updateOne(
        { _id: shake._id },
        { $set: { 'nutrition.protein': 24, 'nutrition.kcal': 310 } },
      );
    }
  });

  it('gives one order for a replayed or concurrent /authpayment', async () => {
    const { id } = await createPaymentOrder();
    const result = await simulateSuccess(asha, id);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => as(asha, endpoints.authorisePayment, result)),
    );
    const replay = await as(asha, endpoints.authorisePayment, result);
    const orderIds = new Set(
      [...responses, replay].map(
        (response) => expectSuccess(endpoints.authorisePayment, response).orderId,
      ),
    );
    expect(orderIds.size).toBe(1);
    expect(await t.db.models.Order.countDocuments({ providerOrderId: id })).toBe(1);
  });

  it('captures the test payment, which is only authorised, before placing its order', async () => {
    const { id } = await createPaymentOrder();
    const result = await simulateSuccess(asha, id);
    const stateOf = async () =>
      (await t.db.models.PendingPayment.findOne({ providerOrderId: id }).lean())?.simulatedPayments;
    expect(await stateOf()).toEqual([{ id: result.razorpay_payment_id, status: 'authorized' }]);
    expectSuccess(endpoints.authorisePayment, await as(asha, endpoints.authorisePayment, result));
    expect(await stateOf()).toEqual([{ id: result.razorpay_payment_id, status: 'captured' }]);
  });

  it('refuses a test payment that holds no money with 409, and places no order', async () => {
    const { id } = await createPaymentOrder();
    const result = await simulateSuccess(asha, id);
    // Given back before the shop confirmed it, as Razorpay does with an uncaptured payment.
    await t.db.models.PendingPayment.updateOne(
      { providerOrderId: id },
      { $set: { 'simulatedPayments.0.status': 'refunded' } },
    );
    const response = await as(asha, endpoints.authorisePayment, result);
    expect(expectFailure(response, 409, 'CONFLICT').message).toBe(PAYMENT_MESSAGES.notPaid);
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });

  it('leaves a cancelled order’s seat given back when its payment is confirmed again later', async () => {
    const { id } = await createPaymentOrder();
    const result = await simulateSuccess(asha, id);
    const { orderId } = expectSuccess(
      endpoints.authorisePayment,
      await as(asha, endpoints.authorisePayment, result),
    );
    const pending = await t.db.models.PendingPayment.findOne({ providerOrderId: id }).lean();
    const holder = pending?.seatHolder;
    expect(await t.db.models.SlotSeat.countDocuments({ holder, state: 'confirmed' })).toBe(1);
    expectSuccess(
      endpoints.cancelOrder,
      await as(asha, endpoints.cancelOrder, { orderID: orderId }),
    );
    expect(await t.db.models.SlotSeat.countDocuments({ holder })).toBe(0);

    // A late confirmation of the same payment: a replay here; a webhook or the reconciliation
    // job take the same path. It takes no seat, not even for a moment: another shopper could
    // have been told the slot was full meanwhile.
    const seatWrites = [
      vi.spyOn(t.db.models.SlotSeat, 'findOneAndUpdate'),
      vi.spyOn(t.db.models.SlotSeat, 'create'),
    ];
    try {
      const again = await as(asha, endpoints.authorisePayment, result);
      expect(expectSuccess(endpoints.authorisePayment, again).orderId).toBe(orderId);
      for (const write of seatWrites) expect(write).not.toHaveBeenCalled();
    } finally {
      for (const write of seatWrites) write.mockRestore();
    }
    expect(await t.db.models.SlotSeat.countDocuments({ holder })).toBe(0);
    expect((await t.db.models.Order.findOne({ orderId }).lean())?.status).toBe('Cancelled');
  });

  it('refuses a forged signature, swapped ids and a signature made with the wrong secret, creating no order', async () => {
    const { id } = await createPaymentOrder();
    const genuine = await simulateSuccess(asha, id);
    const paymentId = genuine.razorpay_payment_id;
    const attempts = [
      { ...genuine, razorpay_signature: 'f'.repeat(64) },
      { ...genuine, razorpay_signature: hmac(SIMULATED_SECRET, `${paymentId}|${id}`) },
      { ...genuine, razorpay_signature: hmac('some-other-secret-entirely', `${id}|${paymentId}`) },
      { ...genuine, razorpay_payment_id: 'pay_sim00000000000000' },
      { ...genuine, razorpay_signature: genuine.razorpay_signature.toUpperCase() },
    ];
    for (const attempt of attempts) {
      const envelope = expectFailure(
        await as(asha, endpoints.authorisePayment, attempt),
        400,
        'BAD_REQUEST',
      );
      expect(envelope.message).toBe(PAYMENT_MESSAGES.verificationFailed);
    }
    expect(await t.db.models.Order.countDocuments()).toBe(0);
    // The fixed-secret vector is the one that works.
    const vector = { ...genuine, razorpay_signature: hmac(SIMULATED_SECRET, `${id}|${paymentId}`) };
    expectSuccess(endpoints.authorisePayment, await as(asha, endpoints.authorisePayment, vector));
  });

  it("refuses another user's payment and an unknown payment order with 404", async () => {
    const { id } = await createPaymentOrder(asha);
    const result = await simulateSuccess(asha, id);
    expectFailure(await as(ravi, endpoints.authorisePayment, result), 404, 'NOT_FOUND');
    const unknown = { ...result, razorpay_order_id: 'order_sim00000000000000' };
    expectFailure(await as(asha, endpoints.authorisePayment, unknown), 404, 'NOT_FOUND');
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });

  it('refuses malformed results with 400', async () => {
    for (const body of [
      {},
      { razorpay_order_id: 'x', razorpay_payment_id: 'y' },
      { razorpay_order_id: { $ne: '' }, razorpay_payment_id: 'y', razorpay_signature: 'z' },
    ]) {
      expectFailure(await as(asha, endpoints.authorisePayment, body), 400, 'BAD_REQUEST');
    }
  });
});

describe('POST /payments/razorpay/webhook (simulated mode)', () => {
  it('does not exist without Razorpay', async () => {
    const response = await call(t.app, endpoints.razorpayWebhook, {
      event: 'order.paid',
      payload: {},
    }).set('X-Razorpay-Signature', 'x');
    expectFailure(response, 404, 'NOT_FOUND');
  });
});
