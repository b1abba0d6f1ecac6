import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { expectFailure, expectSuccess } from '../../test/contract.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductRecord } from '../products/products.model.js';

/** Saturday 28 Nov 2026, 16:30 in India. */
const START = new Date('2026-11-28T11:00:00Z');
const EVENING = { date: '2026-11-28', start: '19:00' };
const HOLD_LAPSED_MS = 16 * 60_000; // PAYMENT_HOLD_MINUTES is 15

let now = START;
let t: TestApp;
let outbox: string;
/** ₹199 and ₹229 in the seed. */
let smoothie: ProductRecord;
let second: ProductRecord;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-vouchers-outbox-'));
  t = await createTestApp({
    clock: () => now,
    captureLogs: true,
    env: {
      PAYMENT_ORDER_RATE_LIMIT_PER_USER: '10000',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      PAY_ON_DELIVERY: 'true',
      SLOT_CAPACITY: '200',
      MAIL_OUTBOX_DIR: outbox,
    },
  });
  await seedDatabase(t.db.models, { NODE_ENV: 'test' }, START);
  [smoothie, second] = await firstSeededProducts(t.db.models);
  expect([smoothie.pricePaise, second.pricePaise]).toEqual([19_900, 22_900]);
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});
beforeEach(async () => {
  now = START;
  await t.db.models.SlotSeat.deleteMany({});
});

const as = (who: SignedInUser, endpoint: Parameters<typeof callAs>[2], body?: unknown) =>
  callAs(t.app, who, endpoint, body);

/**
 * A pay-on-delivery order of `items` at the Bandra gym in the evening slot, through `app` (this
 * process's unless another is named).
 */
const payOnDelivery = (
  shopper: SignedInUser,
  items: CheckoutItem[],
  { code, app = t.app }: { code?: string; app?: TestApp['app'] } = {},
) =>
  callAs(app, shopper, endpoints.addOrder, {
    userName: shopper.user.userName,
    address: 'Iron Temple Fitness Bandra, Mumbai, India',
    phoneNumber: '9876543210',
    paymentMethod: 'pay-on-delivery',
    order: items.map(({ product, quantity }) => ({
      productId: product._id.toHexString(),
      quantity,
    })),
    ...(code === undefined ? {} : { code }),
    slot: EVENING,
  });

/** ₹199 × 2 + ₹229 = ₹627.00 before discount. */
const big = (): CheckoutItem[] => [
  { product: smoothie, quantity: 2 },
  { product: second, quantity: 1 },
];
/** ₹199.00. */
const small = (): CheckoutItem[] => [{ product: smoothie, quantity: 1 }];

/** Fills the cart and asks /paymentorder for it, with the code and the total the web shows. */
async function payNow(
  shopper: SignedInUser,
  items: CheckoutItem[],
  code: string | undefined,
  amount: number,
) {
  await fillCart(t.app, shopper, items);
  return as(shopper, endpoints.createPaymentOrder, {
    ...paymentOrderBody(shopper, items, code === undefined ? {} : { code }),
    amount,
    slot: EVENING,
  });
}

async function pay(shopper: SignedInUser, providerOrderId: string): Promise<string> {
  const signed = expectSuccess(
    endpoints.simulatePayment,
    await as(shopper, endpoints.simulatePayment, { order_id: providerOrderId, outcome: 'success' }),
  );
  return expectSuccess(
    endpoints.authorisePayment,
    await as(shopper, endpoints.authorisePayment, signed),
  ).orderId;
}

const orderOf = async (shopper: SignedInUser, orderId: string) =>
  expectSuccess(endpoints.getOrder, await as(shopper, endpoints.getOrder, { orderId })).data;

const usesOf = (code: string) => t.db.models.VoucherUse.countDocuments({ code });

const refusal = async (response: Awaited<ReturnType<typeof payNow>>) =>
  expectFailure(response, 409, 'CONFLICT').message;

describe('/paymentorder applies every voucher rule', () => {
  it('takes 10% off an order over MIN499 and asks for the rest below it', async () => {
    const shopper = await signUpUser(t.app);
    // ₹199: ₹300 short of ₹499.
    expect(await refusal(await payNow(shopper, small(), 'MIN499', 179.1))).toBe(
      'Add ₹300 more to use this code',
    );
    // ₹627 − 10% (₹62.70) = ₹564.30.
    const quote = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(shopper, big(), 'MIN499', 564.3),
    );
    expect(quote.amount).toBe(56_430);
  });

  it('reads a code pasted with spaces, invisible marks or full-width letters as the code', async () => {
    const shopper = await signUpUser(t.app);
    // ₹627 − 10% (₹62.70) = ₹564.30, as for 'MIN499' typed plainly.
    const quote = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(shopper, big(), '\u202amin 499\u200b\u202c', 564.3),
    );
    expect(quote.amount).toBe(56_430);
    const fullWidth = await signUpUser(t.app);
    const wide = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(fullWidth, big(), '\uff2d\uff29\uff2e\uff14\uff19\uff19', 564.3),
    );
    expect(wide.amount).toBe(56_430);
  });

  it('caps FIRST50 at ₹150 and keeps it for a first order', async () => {
    const shopper = await signUpUser(t.app);
    // 50% of ₹627 is ₹313.50, capped at ₹150: ₹477.00.
    const quote = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(shopper, big(), 'FIRST50', 477),
    );
    expect(quote.amount).toBe(47_700);
    // Paid without the code: an earlier order that is not cancelled.
    const orderId = await pay(shopper, (await payNow(shopper, small(), undefined, 199)).body.id);
    expect((await orderOf(shopper, orderId)).status).toBe('Processing');
    expect(await refusal(await payNow(shopper, big(), 'FIRST50', 477))).toBe(
      'This code is for your first order only',
    );
  });

  it('refuses EXPIRED and SOON by their dates', async () => {
    const shopper = await signUpUser(t.app);
    expect(await refusal(await payNow(shopper, small(), 'EXPIRED', 159.2))).toBe(
      'This code has expired',
    );
    expect(await refusal(await payNow(shopper, small(), 'SOON', 159.2))).toBe(
      'This code is not active yet',
    );
  });

  it('refuses a second use by the same shopper and any use past the limit', async () => {
    await t.db.models.Voucher.create({ code: 'ONCE15', discountPercentage: 15, usageLimit: 2 });
    const [first, other, late] = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app),
    ];
    // ₹199 − 15% (₹29.85) = ₹169.15.
    const paid = await payNow(first, small(), 'ONCE15', 169.15);
    await pay(first, expectSuccess(endpoints.createPaymentOrder, paid).id);
    expect(await refusal(await payNow(first, small(), 'ONCE15', 169.15))).toBe(
      'You have already used this code',
    );
    expectSuccess(endpoints.createPaymentOrder, await payNow(other, small(), 'ONCE15', 169.15));
    expect(await refusal(await payNow(late, small(), 'ONCE15', 169.15))).toBe(
      'This code has been fully used',
    );
    expect(await usesOf('ONCE15')).toBe(2);
  });

  it('refuses an unknown code with 400 Invalid code', async () => {
    const shopper = await signUpUser(t.app);
    const envelope = expectFailure(
      await payNow(shopper, small(), 'NOPE99', 199),
      400,
      'BAD_REQUEST',
    );
    expect(envelope.message).toBe('Invalid code');
  });
});

describe('an order under ₹1', () => {
  const below = 'This code would bring your total below ₹1';

  beforeAll(async () => {
    await t.db.models.Voucher.create([
      // 100% of ₹199.00 capped at ₹198.00 leaves ₹1.00, the least an order may cost.
      { code: 'LEFT100', discountPercentage: 100, maxDiscountPaise: 19_800, perCustomerLimit: 2 },
      // Capped at ₹198.01 it leaves ₹0.99.
      { code: 'LEFT99', discountPercentage: 100, maxDiscountPaise: 19_801 },
      { code: 'FREE100', discountPercentage: 100 },
      // 99.8% of ₹428.00 is ₹427.144, so ₹427.14 off leaves ₹0.86.
      { code: 'ALMOST', discountPercentage: 99.8 },
    ]);
  });

  /** ₹199 + ₹229 = ₹428.00. */
  const pair = (): CheckoutItem[] => [
    { product: smoothie, quantity: 1 },
    { product: second, quantity: 1 },
  ];

  it('is refused by /paymentorder when a code brings it there, and ₹1.00 exactly is paid', async () => {
    const shopper = await signUpUser(t.app);
    expect(await refusal(await payNow(shopper, small(), 'LEFT99', 0.99))).toBe(below);
    expect(await refusal(await payNow(shopper, small(), 'FREE100', 0))).toBe(below);
    expect(await refusal(await payNow(shopper, pair(), 'ALMOST', 0.86))).toBe(below);
    expect(await t.db.models.PendingPayment.countDocuments({ userId: shopper.user._id })).toBe(0);

    const quote = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(shopper, small(), 'LEFT100', 1),
    );
    expect(quote.amount).toBe(100);
    const orderId = await pay(shopper, quote.id);
    expect((await orderOf(shopper, orderId)).paymentAmmount).toBe(1);
  });

  it('is refused by pay-on-delivery alike, and ₹1.00 exactly is ordered', async () => {
    const shopper = await signUpUser(t.app);
    for (const [items, code] of [
      [small(), 'LEFT99'],
      [small(), 'FREE100'],
      [pair(), 'ALMOST'],
    ] as const) {
      expect(
        expectFailure(await payOnDelivery(shopper, items, { code }), 409, 'CONFLICT').message,
      ).toBe(below);
    }
    expect(await t.db.models.Order.countDocuments({ userId: shopper.user._id })).toBe(0);

    const { orderId } = expectSuccess(
      endpoints.addOrder,
      await payOnDelivery(shopper, small(), { code: 'LEFT100' }),
    );
    expect((await orderOf(shopper, orderId)).paymentAmmount).toBe(1);
  });

  it('is refused on both paths without blaming a code when a product is priced ₹0', async () => {
    const sample = (
      await t.db.models.Product.create({
        title: 'Free sample',
        description: 'A taste of the new shake',
        imageUrl: smoothie.imageUrl,
        pricePaise: 0,
        category: 'Shakes',
      })
    ).toObject();
    const shopper = await signUpUser(t.app);
    const items = [{ product: sample, quantity: 1 }];
    const message = 'The total is below ₹1.00, the smallest order we can take';
    expect(
      expectFailure(await payNow(shopper, items, undefined, 0), 400, 'BAD_REQUEST').message,
    ).toBe(message);
    expect(expectFailure(await payOnDelivery(shopper, items), 400, 'BAD_REQUEST').message).toBe(
      message,
    );
    await t.db.models.Product.deleteOne({ _id: sample._id });
  });
});

describe('voucher uses are counted exactly', () => {
  // 50 sign-ups hash 50 passwords (bcrypt cost 10): generous time on a busy 2-core machine.
  it(
    'gives 10 of 50 parallel checkouts the discount, and the other 40 a 409',
    { timeout: 120_000 },
    async () => {
      await t.db.models.Voucher.create({ code: 'RUSH10', discountPercentage: 10, usageLimit: 10 });
      const shoppers = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const shopper = await signUpUser(t.app);
          await fillCart(t.app, shopper, small());
          return shopper;
        }),
      );
      // ₹199 − 10% (₹19.90) = ₹179.10.
      const answers = await Promise.all(
        shoppers.map((shopper) =>
          as(shopper, endpoints.createPaymentOrder, {
            ...paymentOrderBody(shopper, small(), { code: 'RUSH10' }),
            amount: 179.1,
            slot: EVENING,
          }),
        ),
      );
      const quotes = answers.filter((answer) => answer.status === 200);
      expect(quotes.map((answer) => answer.body.amount)).toEqual(Array(10).fill(17_910));
      const refused = answers.filter((answer) => answer.status !== 200);
      expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
        Array(40).fill([409, 'This code has been fully used']),
      );
      expect(await usesOf('RUSH10')).toBe(10);
    },
  );

  it('keeps one use for the same checkout asked again, and lets a new checkout take it over', async () => {
    await t.db.models.Voucher.create({ code: 'SOLO20', discountPercentage: 20, usageLimit: 1 });
    const shopper = await signUpUser(t.app);
    // ₹199 − 20% (₹39.80) = ₹159.20.
    const first = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(shopper, small(), 'SOLO20', 159.2),
    );
    const again = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(shopper, small(), 'SOLO20', 159.2),
    );
    expect(again.id).toBe(first.id);
    // A changed cart is a new checkout: ₹627 − 20% (₹125.40) = ₹501.60.
    const changed = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(shopper, big(), 'SOLO20', 501.6),
    );
    expect(changed.id).not.toBe(first.id);
    expect(await usesOf('SOLO20')).toBe(1);
  });

  it('lets a lapsed hold go, and still places the late payment over the limit, flagged', async () => {
    await t.db.models.Voucher.create({ code: 'LAST25', discountPercentage: 25, usageLimit: 1 });
    const [slow, quick] = [await signUpUser(t.app), await signUpUser(t.app)];
    // ₹199 − 25% (₹49.75) = ₹149.25.
    const held = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(slow, small(), 'LAST25', 149.25),
    );
    expect(await refusal(await payNow(quick, small(), 'LAST25', 149.25))).toBe(
      'This code has been fully used',
    );

    now = new Date(START.getTime() + HOLD_LAPSED_MS);
    const taken = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(quick, small(), 'LAST25', 149.25),
    );
    await pay(quick, taken.id);

    const lateOrderId = await pay(slow, held.id);
    const late = await orderOf(slow, lateOrderId);
    expect(late.voucherOverLimit).toBe(true);
    expect(late.summary).toEqual({
      originalPrice: 199,
      storePickup: 0,
      discountedAmmount: 49.75,
      tax: 0,
      finalTotal: 149.25,
    });
    expect(late.paymentAmmount).toBe(149.25);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        level: 40,
        voucherCode: 'LAST25',
        providerOrderId: held.id,
      }),
    );
    expect(
      await t.db.models.VoucherUse.countDocuments({ code: 'LAST25', state: 'confirmed' }),
    ).toBe(2);
    // The order listed shows the flag too.
    const listed = expectSuccess(
      endpoints.getOrders,
      await as(slow, endpoints.getOrders, { userId: slow.user._id }),
    ).data;
    expect(listed[0]?.voucherOverLimit).toBe(true);
  });

  it('gives the use back when the test payment fails', async () => {
    await t.db.models.Voucher.create({ code: 'FAIL30', discountPercentage: 30, usageLimit: 1 });
    const [unlucky, next] = [await signUpUser(t.app), await signUpUser(t.app)];
    // ₹199 − 30% (₹59.70) = ₹139.30.
    const held = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(unlucky, small(), 'FAIL30', 139.3),
    );
    expectSuccess(
      endpoints.simulatePayment,
      await as(unlucky, endpoints.simulatePayment, { order_id: held.id, outcome: 'failure' }),
    );
    expect(await usesOf('FAIL30')).toBe(0);
    expectSuccess(endpoints.createPaymentOrder, await payNow(next, small(), 'FAIL30', 139.3));
  });

  it('keeps the use of a test payment that succeeded, refusing a failure reported after it', async () => {
    await t.db.models.Voucher.create({ code: 'PAID30', discountPercentage: 30, usageLimit: 1 });
    const [payer, next] = [await signUpUser(t.app), await signUpUser(t.app)];
    // ₹199 − 30% (₹59.70) = ₹139.30.
    const held = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(payer, small(), 'PAID30', 139.3),
    );
    expectSuccess(
      endpoints.simulatePayment,
      await as(payer, endpoints.simulatePayment, { order_id: held.id, outcome: 'success' }),
    );
    const failed = expectFailure(
      await as(payer, endpoints.simulatePayment, { order_id: held.id, outcome: 'failure' }),
      409,
      'CONFLICT',
    );
    expect(failed.message).toBe('This test payment has already succeeded');
    expect(await usesOf('PAID30')).toBe(1);
    expect(await refusal(await payNow(next, small(), 'PAID30', 139.3))).toBe(
      'This code has been fully used',
    );
  });

  it('gives the use back when the order is cancelled', async () => {
    const shopper = await signUpUser(t.app);
    const before = await usesOf('LIMITED5');
    // ₹199 − 15% (₹29.85) = ₹169.15.
    const opened = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(shopper, small(), 'LIMITED5', 169.15),
    );
    const orderId = await pay(shopper, opened.id);
    expect(await usesOf('LIMITED5')).toBe(before + 1);

    expectSuccess(
      endpoints.cancelOrder,
      await as(shopper, endpoints.cancelOrder, { orderID: orderId }),
    );
    expect(await usesOf('LIMITED5')).toBe(before);
    // perCustomerLimit 1, and the shopper may use it again.
    expectSuccess(endpoints.createPaymentOrder, await payNow(shopper, small(), 'LIMITED5', 169.15));
  });

  it('takes a pay-on-delivery use at once and applies the same rules', async () => {
    await t.db.models.Voucher.create({
      code: 'DOOR10',
      discountPercentage: 10,
      minOrderPaise: 20_000,
    });
    const shopper = await signUpUser(t.app);
    const direct = (items: CheckoutItem[]) => payOnDelivery(shopper, items, { code: 'DOOR10' });
    // ₹199 is ₹1 short of ₹200.
    expect(expectFailure(await direct(small()), 409, 'CONFLICT').message).toBe(
      'Add ₹1 more to use this code',
    );
    const { orderId } = expectSuccess(endpoints.addOrder, await direct(big()));
    // ₹627 − 10% (₹62.70) = ₹564.30.
    expect((await orderOf(shopper, orderId)).paymentAmmount).toBe(564.3);
    expect(
      await t.db.models.VoucherUse.countDocuments({ code: 'DOOR10', state: 'confirmed' }),
    ).toBe(1);
    // perCustomerLimit is 1 for a new voucher. (A minute later: the same order sooner is taken
    // for a double submit and answered with the first.)
    now = new Date(START.getTime() + 61_000);
    expect(expectFailure(await direct(big()), 409, 'CONFLICT').message).toBe(
      'You have already used this code',
    );
  });

  it('counts the uses of a code stored with a limit larger than a new voucher may have', async () => {
    await t.db.models.Voucher.create({
      code: 'HUGE10',
      discountPercentage: 10,
      usageLimit: 5_000_000,
      perCustomerLimit: 1_000_000,
    });
    const shopper = await signUpUser(t.app);
    // ₹199 − 10% (₹19.90) = ₹179.10.
    const { id } = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(shopper, small(), 'HUGE10', 179.1),
    );
    await pay(shopper, id);
    expect(await t.db.models.VoucherUse.find({ code: 'HUGE10' }).lean()).toEqual([
      expect.objectContaining({ use: 1, customerUse: 1, state: 'confirmed' }),
    ]);
  });

  it('lets one of five first orders placed at once on two API processes take a first-order code', async () => {
    await t.db.models.Voucher.create({
      code: 'HELLO50',
      discountPercentage: 50,
      firstOrderOnly: true,
      perCustomerLimit: null,
    });
    // A second API process on the same database: a shopper's orders wait for each other
    // across processes (the checkout lock), and the use counted settles who gets the code.
    const other = await createTestApp({
      db: t.db,
      clock: () => now,
      env: {
        PAY_ON_DELIVERY: 'true',
        SLOT_CAPACITY: '200',
        MAIL_OUTBOX_DIR: outbox,
        // Sessions signed by one process are good on the other, as in production.
        JWT_SECRET: t.config.JWT_SECRET,
      },
    });
    try {
      const shopper = await signUpUser(t.app);
      // Five different orders (1 to 5 smoothies), so none is a double submit of another.
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((quantity) =>
          payOnDelivery(shopper, [{ product: smoothie, quantity }], {
            code: 'HELLO50',
            app: quantity % 2 === 0 ? other.app : t.app,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.status === 409)) {
        expect([
          'You have already used this code',
          'This code is for your first order only',
        ]).toContain(refused.body.message);
      }
      expect(await t.db.models.Order.countDocuments({ userId: shopper.user._id })).toBe(1);
      expect(await t.db.models.VoucherUse.countDocuments({ code: 'HELLO50' })).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('counts the uses made before an owner set a limit on the code', async () => {
    await t.db.models.Voucher.create({
      code: 'LATER10',
      discountPercentage: 10,
      perCustomerLimit: null,
    });
    const [asha, ravi, late, later] = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app),
    ];
    // Three uses while the code has no limit: it keeps no use records. ₹199 − 10% = ₹179.10.
    for (const shopper of [asha, asha, ravi]) {
      const { id } = expectSuccess(
        endpoints.createPaymentOrder,
        await payNow(shopper, small(), 'LATER10', 179.1),
      );
      await pay(shopper, id);
    }
    expect(await usesOf('LATER10')).toBe(0);

    const owner = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    expectSuccess(
      endpoints.updateVoucher,
      await as(owner, endpoints.updateVoucher, {
        code: 'LATER10',
        discountPercentage: 10,
        usageLimit: 4,
        perCustomerLimit: 2,
        version: 0,
      }),
    );
    expect(await usesOf('LATER10')).toBe(3);
    // Asha used it twice already; one use of four is left, for the first other shopper.
    expect(await refusal(await payNow(asha, small(), 'LATER10', 179.1))).toBe(
      'You have already used this code',
    );
    expectSuccess(endpoints.createPaymentOrder, await payNow(late, small(), 'LATER10', 179.1));
    expect(await refusal(await payNow(later, small(), 'LATER10', 179.1))).toBe(
      'This code has been fully used',
    );
  });

  /** Three shoppers each pay once with `code` (₹199 − 10% = ₹179.10); answers them and their orders. */
  async function threeUses(code: string) {
    const shoppers = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app),
    ] as const;
    const orders: string[] = [];
    for (const shopper of shoppers) {
      const { id } = expectSuccess(
        endpoints.createPaymentOrder,
        await payNow(shopper, small(), code, 179.1),
      );
      orders.push(await pay(shopper, id));
    }
    return { shoppers, orders };
  }

  it('keeps a total limit lowered below the uses made: a cancel then frees no use while the others stand', async () => {
    await t.db.models.Voucher.create({
      code: 'CUT10',
      discountPercentage: 10,
      usageLimit: 3,
      perCustomerLimit: null,
    });
    const { shoppers, orders } = await threeUses('CUT10');
    const owner = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    expectSuccess(
      endpoints.updateVoucher,
      await as(owner, endpoints.updateVoucher, {
        code: 'CUT10',
        discountPercentage: 10,
        usageLimit: 2,
        version: 0,
      }),
    );
    // The first cancels: the other two orders still use the code, its new limit of 2.
    expectSuccess(
      endpoints.cancelOrder,
      await as(shoppers[0], endpoints.cancelOrder, { orderID: orders[0] }),
    );
    const next = await signUpUser(t.app);
    expect(await refusal(await payNow(next, small(), 'CUT10', 179.1))).toBe(
      'This code has been fully used',
    );
    // A second cancel leaves one order: one use is free again.
    expectSuccess(
      endpoints.cancelOrder,
      await as(shoppers[1], endpoints.cancelOrder, { orderID: orders[1] }),
    );
    expectSuccess(endpoints.createPaymentOrder, await payNow(next, small(), 'CUT10', 179.1));
  });

  it('keeps a limit set below the uses already made: a cancel then frees no use while the others stand', async () => {
    await t.db.models.Voucher.create({
      code: 'SET10',
      discountPercentage: 10,
      perCustomerLimit: null,
    });
    const { shoppers, orders } = await threeUses('SET10');
    const owner = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    expectSuccess(
      endpoints.updateVoucher,
      await as(owner, endpoints.updateVoucher, {
        code: 'SET10',
        discountPercentage: 10,
        usageLimit: 2,
        version: 0,
      }),
    );
    expectSuccess(
      endpoints.cancelOrder,
      await as(shoppers[0], endpoints.cancelOrder, { orderID: orders[0] }),
    );
    const next = await signUpUser(t.app);
    expect(await refusal(await payNow(next, small(), 'SET10', 179.1))).toBe(
      'This code has been fully used',
    );
  });

  it('counts a use held while the owner lowered the limit below it: its order is flagged over the limit', async () => {
    await t.db.models.Voucher.create({
      code: 'HELD10',
      discountPercentage: 10,
      usageLimit: 3,
      perCustomerLimit: null,
    });
    const shoppers = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app),
    ] as const;
    // All three are at the payment sheet, each holding one of the three uses…
    const held: string[] = [];
    for (const shopper of shoppers) {
      held.push(
        expectSuccess(endpoints.createPaymentOrder, await payNow(shopper, small(), 'HELD10', 179.1))
          .id,
      );
    }
    // …when the owner lowers the limit to 2. They all pay, at the price they were quoted.
    const owner = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    expectSuccess(
      endpoints.updateVoucher,
      await as(owner, endpoints.updateVoucher, {
        code: 'HELD10',
        discountPercentage: 10,
        usageLimit: 2,
        version: 0,
      }),
    );
    const orders: string[] = [];
    for (const [index, shopper] of shoppers.entries()) {
      orders.push(await pay(shopper, held[index]!));
    }
    const flags = [];
    for (const [index, shopper] of shoppers.entries()) {
      flags.push((await orderOf(shopper, orders[index]!)).voucherOverLimit ?? false);
    }
    expect(flags).toEqual([false, false, true]);
    // The first cancels: two orders still use the code, its limit of 2.
    expectSuccess(
      endpoints.cancelOrder,
      await as(shoppers[0], endpoints.cancelOrder, { orderID: orders[0] }),
    );
    const next = await signUpUser(t.app);
    expect(await refusal(await payNow(next, small(), 'HELD10', 179.1))).toBe(
      'This code has been fully used',
    );
  });

  it('honours a use held before the owner lowered the limit, and counts it against the lowered limit', async () => {
    await t.db.models.Voucher.create({
      code: 'LOWER10',
      discountPercentage: 10,
      usageLimit: 2,
      perCustomerLimit: null,
    });
    const [first, holding, next] = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app),
    ];
    // ₹199 − 10% = ₹179.10. The first pays (use 1); the second opens its payment (use 2, held).
    const paid = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(first, small(), 'LOWER10', 179.1),
    );
    const firstOrderId = await pay(first, paid.id);
    const held = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(holding, small(), 'LOWER10', 179.1),
    );
    const owner = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    expectSuccess(
      endpoints.updateVoucher,
      await as(owner, endpoints.updateVoucher, {
        code: 'LOWER10',
        discountPercentage: 10,
        usageLimit: 1,
        version: 0,
      }),
    );
    // The held use was promised: its payment still becomes an order at the quoted ₹179.10,
    // flagged as over the lowered limit.
    const late = await orderOf(holding, await pay(holding, held.id));
    expect(late.paymentAmmount).toBe(179.1);
    expect(late.voucherOverLimit).toBe(true);
    // The first cancels: the held-then-paid order still uses the code, the whole limit of 1.
    expectSuccess(
      endpoints.cancelOrder,
      await as(first, endpoints.cancelOrder, { orderID: firstOrderId }),
    );
    expect(await refusal(await payNow(next, small(), 'LOWER10', 179.1))).toBe(
      'This code has been fully used',
    );
  });

  it('counts the uses of orders from before delivery slots, and gives them back on cancel', async () => {
    await t.db.models.Voucher.create({
      code: 'OLD10',
      discountPercentage: 10,
      perCustomerLimit: null,
    });
    const [asha, ravi, late] = [
      await signUpUser(t.app),
      await signUpUser(t.app),
      await signUpUser(t.app),
    ];
    // ₹199 − 10% = ₹179.10: Asha pays online, Ravi on delivery.
    const { id } = expectSuccess(
      endpoints.createPaymentOrder,
      await payNow(asha, small(), 'OLD10', 179.1),
    );
    const paidOnline = await pay(asha, id);
    await fillCart(t.app, ravi, small());
    const { orderId: paidOnDelivery } = expectSuccess(
      endpoints.addOrder,
      await payOnDelivery(ravi, small(), { code: 'OLD10' }),
    );
    // Placed before slots, the orders have no seat holder.
    for (const orderId of [paidOnline, paidOnDelivery]) {
      await t.db.models.Order.updateOne({ orderId }, { $unset: { seatHolder: 1 } });
    }
    const owner = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    expectSuccess(
      endpoints.updateVoucher,
      await as(owner, endpoints.updateVoucher, {
        code: 'OLD10',
        discountPercentage: 10,
        usageLimit: 2,
        version: 0,
      }),
    );
    expect(await usesOf('OLD10')).toBe(2);
    expect(await refusal(await payNow(late, small(), 'OLD10', 179.1))).toBe(
      'This code has been fully used',
    );

    expectSuccess(
      endpoints.cancelOrder,
      await as(asha, endpoints.cancelOrder, { orderID: paidOnline }),
    );
    expectSuccess(
      endpoints.cancelOrder,
      await as(ravi, endpoints.cancelOrder, { orderID: paidOnDelivery }),
    );
    expect(await usesOf('OLD10')).toBe(0);
    expectSuccess(endpoints.createPaymentOrder, await payNow(late, small(), 'OLD10', 179.1));
  });

  it('keeps every number under a unique index', async () => {
    const indexes = await t.db.models.VoucherUse.collection.listIndexes().toArray();
    const byName = new Map(indexes.map((index) => [JSON.stringify(index.key), index]));
    expect(byName.get('{"code":1,"use":1}')).toMatchObject({
      unique: true,
      partialFilterExpression: { use: { $exists: true } },
    });
    expect(byName.get('{"code":1,"userId":1,"customerUse":1}')).toMatchObject({
      unique: true,
      partialFilterExpression: { customerUse: { $exists: true } },
    });
    expect(byName.get('{"holder":1}')).toMatchObject({ unique: true });
  });
});
