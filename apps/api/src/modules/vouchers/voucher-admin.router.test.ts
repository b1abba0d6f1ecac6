import { endpoints, type AuditKind } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Saturday 28 Nov 2026, 16:30 in India. */
const NOW = new Date('2026-11-28T11:00:00Z');
const EVENING = { date: '2026-11-28', start: '19:00' };

let t: TestApp;
let owner: SignedInUser;
/** ₹199 in the seed. */
let smoothie: CheckoutItem['product'];

beforeAll(async () => {
  t = await createTestApp({
    clock: () => NOW,
    env: {
      PAYMENT_ORDER_RATE_LIMIT_PER_USER: '10000',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      PAY_ON_DELIVERY: 'true',
      SLOT_CAPACITY: '200',
    },
  });
  await seedDatabase(t.db.models, { NODE_ENV: 'test' }, NOW);
  owner = await signUpVerifiedUser(t.app, t.db.models, 'owner');
  [smoothie] = await firstSeededProducts(t.db.models);
  expect(smoothie.pricePaise).toBe(19_900);
});
afterAll(() => t.close());

const asOwner = (endpoint: Parameters<typeof callAs>[2], body?: unknown) =>
  callAs(t.app, owner, endpoint, body);
const auditOf = (kind: AuditKind, subject: string) =>
  t.db.models.Audit.find({ kind, subject }).sort({ at: 1, _id: 1 }).lean();
/** The 'Vouchers' form's save: the rules and the version of the voucher they were based on. */
const saveEdit = (body: Record<string, unknown>, version = 0) =>
  asOwner(endpoints.updateVoucher, { ...body, version });
const listed = async (code: string) =>
  expectSuccess(endpoints.listVouchers, await asOwner(endpoints.listVouchers)).data.find(
    (voucher) => voucher.code === code,
  );

/** A pay-on-delivery order of `quantity` smoothies (₹199 each) with the code. */
async function orderWith(shopper: SignedInUser, code: string, quantity = 1) {
  const items = [{ product: smoothie, quantity }];
  await fillCart(t.app, shopper, items);
  return callAs(t.app, shopper, endpoints.addOrder, {
    userName: shopper.user.userName,
    address: 'Iron Temple Fitness Bandra, Mumbai, India',
    phoneNumber: '9876543210',
    paymentMethod: 'pay-on-delivery',
    order: items.map(({ product }) => ({ productId: product._id.toHexString(), quantity })),
    code,
    slot: EVENING,
  });
}

describe('GET /admin/vouchers', () => {
  it('lists every voucher by code with its rules, its switch and its uses', async () => {
    const vouchers = expectSuccess(
      endpoints.listVouchers,
      await asOwner(endpoints.listVouchers),
    ).data;
    const codes = vouchers.map((voucher) => voucher.code);
    expect(codes).toEqual([...codes].sort());
    expect(vouchers.find((voucher) => voucher.code === 'FIRST50')).toEqual({
      code: 'FIRST50',
      discountPercentage: 50,
      isActive: true,
      maxDiscount: 150,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      rules: 'Up to ₹150 off · first order only',
      uses: 0,
      version: 0,
    });
    // Switched off in the seed: listed as such, whatever its dates.
    expect(vouchers.find((voucher) => voucher.code === 'MONSOON30')).toMatchObject({
      isActive: false,
      discountPercentage: 30,
    });
    // Expired by its dates but still switched on: the list shows the switch and the dates.
    expect(vouchers.find((voucher) => voucher.code === 'EXPIRED')).toMatchObject({
      isActive: true,
      validUntil: '2026-11-20T18:30:00.000Z',
    });
  });

  it('counts the orders placed with a code that were not cancelled', async () => {
    const shopper = await signUpUser(t.app);
    const { orderId } = expectSuccess(endpoints.addOrder, await orderWith(shopper, 'GAINS20'));
    expectSuccess(endpoints.addOrder, await orderWith(await signUpUser(t.app), 'GAINS20'));
    expect((await listed('GAINS20'))?.uses).toBe(2);
    expectSuccess(
      endpoints.cancelOrder,
      await callAs(t.app, shopper, endpoints.cancelOrder, { orderID: orderId }),
    );
    expect((await listed('GAINS20'))?.uses).toBe(1);
  });

  it('counts uses from an index on the orders’ code and status', async () => {
    const indexes = await t.db.models.Order.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.key.voucherCode !== undefined)).toMatchObject({
      key: { voucherCode: 1, status: 1 },
      partialFilterExpression: { voucherCode: { $exists: true } },
    });
  });
});

describe('POST /admin/vouchers', () => {
  it('creates an active voucher, normalising the code as /getcode does, and audits it', async () => {
    const created = expectSuccess(
      endpoints.createVoucher,
      await asOwner(endpoints.createVoucher, {
        code: '  gym250 ',
        discountPercentage: 25,
        minOrderValue: 499.5,
        maxDiscount: 200,
        usageLimit: 100,
        perCustomerLimit: 2,
        validFrom: '2026-11-27T18:30:00.000Z',
        validUntil: '2026-12-31T18:30:00.000Z',
      }),
    ).data;
    expect(created).toEqual({
      code: 'GYM250',
      discountPercentage: 25,
      isActive: true,
      minOrderValue: 499.5,
      maxDiscount: 200,
      usageLimit: 100,
      perCustomerLimit: 2,
      validFrom: '2026-11-27T18:30:00.000Z',
      validUntil: '2026-12-31T18:30:00.000Z',
      rules: 'Min. order ₹499.50 · up to ₹200 off · from 28 Nov · until 31 Dec',
      uses: 0,
      version: 0,
    });
    // Paise inside.
    expect(await t.db.models.Voucher.findOne({ code: 'GYM250' }).lean()).toMatchObject({
      minOrderPaise: 49_950,
      maxDiscountPaise: 20_000,
    });
    const [entry, ...more] = await auditOf('voucher.created', 'GYM250');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actor: { email: owner.user.email, role: 'owner' },
      after: { discountPercentage: 25, isActive: true, minOrderValue: 499.5, usageLimit: 100 },
    });
    expect(
      expectSuccess(endpoints.getCode, await call(t.app, endpoints.getCode, { code: 'gym250' }))
        .data,
    ).toMatchObject({ code: 'GYM250', isActive: true, discountPercentage: 25 });
  });

  it('gives a new voucher 1 use per shopper unless the owner says none (null)', async () => {
    const perShopper = async (body: Record<string, unknown>) =>
      expectSuccess(
        endpoints.createVoucher,
        await asOwner(endpoints.createVoucher, { discountPercentage: 10, ...body }),
      ).data.perCustomerLimit;
    expect(await perShopper({ code: 'ONCE10' })).toBe(1);
    expect(await perShopper({ code: 'ANY10', perCustomerLimit: null })).toBeUndefined();
    expect(await perShopper({ code: 'TWICE10', perCustomerLimit: 2 })).toBe(2);
    // The default is the rule at checkout: a shopper's second order with ONCE10 is refused.
    const shopper = await signUpUser(t.app);
    // (Different quantities: the same order twice within a minute is a double submit.)
    expectSuccess(endpoints.addOrder, await orderWith(shopper, 'ONCE10'));
    expect(expectFailure(await orderWith(shopper, 'ONCE10', 2), 409, 'CONFLICT').message).toBe(
      'You have already used this code',
    );
    expectSuccess(endpoints.addOrder, await orderWith(shopper, 'ANY10', 3));
    expectSuccess(endpoints.addOrder, await orderWith(shopper, 'ANY10', 4));
  });

  it('makes a code a shopper can use at checkout, with its minimum order', async () => {
    await asOwner(endpoints.createVoucher, {
      code: 'MIN300',
      discountPercentage: 10,
      minOrderValue: 300,
    });
    const shopper = await signUpUser(t.app);
    // One smoothie is ₹199: ₹101 short.
    expect(expectFailure(await orderWith(shopper, 'MIN300'), 409, 'CONFLICT').message).toBe(
      'Add ₹101 more to use this code',
    );
    const { orderId } = expectSuccess(endpoints.addOrder, await orderWith(shopper, 'MIN300', 2));
    const order = expectSuccess(
      endpoints.getOrder,
      await callAs(t.app, shopper, endpoints.getOrder, { orderId }),
    ).data;
    // ₹398 − 10% (₹39.80) = ₹358.20.
    expect(order.paymentAmmount).toBe(358.2);
    // No per-shopper limit was asked for: the same shopper may use it again.
    expectSuccess(endpoints.addOrder, await orderWith(shopper, 'MIN300', 2));
  });

  it('refuses a code already taken, whatever its case, with 409', async () => {
    const failure = expectFailure(
      await asOwner(endpoints.createVoucher, { code: 'fit10', discountPercentage: 5 }),
      409,
      'CONFLICT',
    );
    expect(failure.message).toBe('A voucher with the code FIT10 already exists');
    expect(await t.db.models.Voucher.findOne({ code: 'FIT10' }).lean()).toMatchObject({
      discountPercentage: 10,
    });
    expect(await auditOf('voucher.created', 'FIT10')).toHaveLength(0);
  });

  it('keeps codes unique in an index, as real MongoDB needs', async () => {
    const indexes = await t.db.models.Voucher.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.key.code === 1)).toMatchObject({ unique: true });
  });

  it.each([
    ['no code', { code: '   ', discountPercentage: 10 }, 'code', 'Enter a voucher code'],
    [
      'a percentage of 0',
      { code: 'ZERO', discountPercentage: 0 },
      'discountPercentage',
      'Must be at least 1',
    ],
    [
      'a percentage over 100',
      { code: 'MORE', discountPercentage: 101 },
      'discountPercentage',
      'Must be at most 100',
    ],
    [
      'a usage limit of 0',
      { code: 'LIM', discountPercentage: 10, usageLimit: 0 },
      'usageLimit',
      'Must be at least 1',
    ],
    [
      'a usage limit over 10,000',
      { code: 'LIM', discountPercentage: 10, usageLimit: 10_001 },
      'usageLimit',
      'Must be at most 10,000',
    ],
    [
      'a per-shopper limit over 100',
      { code: 'LIM', discountPercentage: 10, perCustomerLimit: 101 },
      'perCustomerLimit',
      'Must be at most 100',
    ],
    [
      'a fractional per-shopper limit',
      { code: 'LIM', discountPercentage: 10, perCustomerLimit: 1.5 },
      'perCustomerLimit',
      'Must be a whole number',
    ],
    [
      'a negative minimum',
      { code: 'MIN', discountPercentage: 10, minOrderValue: -1 },
      'minOrderValue',
      'Must not be negative',
    ],
    [
      'a cap with 3 decimals',
      { code: 'CAP', discountPercentage: 10, maxDiscount: 1.005 },
      'maxDiscount',
      'At most 2 decimals',
    ],
    [
      'a start that is not an instant',
      { code: 'DATE', discountPercentage: 10, validFrom: '28/11/2026' },
      'validFrom',
      'Must be a date and time',
    ],
    [
      'an end before the start',
      {
        code: 'DATES',
        discountPercentage: 10,
        validFrom: '2026-12-01T00:00:00Z',
        validUntil: '2026-11-30T00:00:00Z',
      },
      'validUntil',
      'Must be after the start',
    ],
  ])(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_case, body, field, message) => {
      const count = await t.db.models.Voucher.countDocuments();
      const failure = expectFailure(
        await asOwner(endpoints.createVoucher, body),
        400,
        'BAD_REQUEST',
      );
      expect(failure.details?.[0]).toEqual({ path: field, message });
      expect(await t.db.models.Voucher.countDocuments()).toBe(count);
    },
  );
});

describe('PUT /admin/vouchers', () => {
  it('replaces the rules of the code named, and audits only the fields that changed', async () => {
    await asOwner(endpoints.createVoucher, {
      code: 'EDIT10',
      discountPercentage: 10,
      minOrderValue: 499,
      perCustomerLimit: 1,
    });
    const edited = expectSuccess(
      endpoints.updateVoucher,
      await saveEdit({
        code: 'edit10',
        discountPercentage: 12,
        perCustomerLimit: 1,
        firstOrderOnly: true,
      }),
    ).data;
    expect(edited).toEqual({
      code: 'EDIT10',
      discountPercentage: 12,
      isActive: true,
      perCustomerLimit: 1,
      firstOrderOnly: true,
      rules: 'First order only',
      uses: 0,
      version: 1,
    });
    expect(await t.db.models.Voucher.findOne({ code: 'EDIT10' }).lean()).not.toHaveProperty(
      'minOrderPaise',
    );
    const [entry, ...more] = await auditOf('voucher.updated', 'EDIT10');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      summary: 'Changed discountPercentage, minOrderValue, firstOrderOnly',
      before: { discountPercentage: 10, minOrderValue: 499 },
      after: { discountPercentage: 12, firstOrderOnly: true },
    });
    expect(Object.keys(entry?.before ?? {}).sort()).toEqual([
      'discountPercentage',
      'minOrderValue',
    ]);
  });

  it('writes no audit entry for an edit that changes nothing', async () => {
    const rules = { code: 'SAME5', discountPercentage: 5 };
    await asOwner(endpoints.createVoucher, rules);
    expectSuccess(endpoints.updateVoucher, await saveEdit(rules));
    expect(await auditOf('voucher.updated', 'SAME5')).toHaveLength(0);
  });

  it('answers 404 for an unknown code and 400 for broken rules', async () => {
    const unknown = expectFailure(
      await saveEdit({ code: 'NOPE', discountPercentage: 10 }),
      404,
      'NOT_FOUND',
    );
    expect(unknown.message).toBe('Voucher not found');
    expect(await t.db.models.Voucher.exists({ code: 'NOPE' })).toBeNull();
    const broken = expectFailure(
      await saveEdit({ code: 'FIT10', discountPercentage: 10, usageLimit: -2 }),
      400,
      'BAD_REQUEST',
    );
    expect(broken.details?.[0]).toEqual({ path: 'usageLimit', message: 'Must be at least 1' });
  });
});

describe('PUT /admin/vouchers: an edit names the version it was based on', () => {
  const voucherAt = (code: string) => t.db.models.Voucher.findOne({ code }).lean();

  it('answers the voucher at its next version, and refuses a second save based on the old one', async () => {
    await asOwner(endpoints.createVoucher, { code: 'RACE10', discountPercentage: 10 });
    const first = expectSuccess(
      endpoints.updateVoucher,
      await saveEdit({ code: 'RACE10', discountPercentage: 12 }),
    ).data;
    expect(first).toMatchObject({ discountPercentage: 12, version: 1 });

    // A second owner's form, opened before the first save: its edit must not replace that save.
    const stale = await saveEdit({ code: 'RACE10', discountPercentage: 15 }, 0);
    expect(expectFailure(stale, 409, 'CONFLICT').message).toBe(
      'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.',
    );
    expect(await voucherAt('RACE10')).toMatchObject({ discountPercentage: 12, version: 1 });
    expect(await auditOf('voucher.updated', 'RACE10')).toHaveLength(1);

    // Based on the version it now is, the save lands.
    const second = expectSuccess(
      endpoints.updateVoucher,
      await saveEdit({ code: 'RACE10', discountPercentage: 15 }, 1),
    ).data;
    expect(second).toMatchObject({ discountPercentage: 15, version: 2 });
    expect(await listed('RACE10')).toEqual(second);
  });

  it('lets exactly one of two saves based on the same version land', async () => {
    await asOwner(endpoints.createVoucher, { code: 'BOTH10', discountPercentage: 10 });
    const answers = await Promise.all([
      saveEdit({ code: 'BOTH10', discountPercentage: 21 }),
      saveEdit({ code: 'BOTH10', discountPercentage: 22 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body.data as {
      discountPercentage: number;
    };
    const stored = await voucherAt('BOTH10');
    expect(stored?.discountPercentage).toBe(winner.discountPercentage);
    expect(stored?.version).toBe(1);
    expect(await auditOf('voucher.updated', 'BOTH10')).toHaveLength(1);
  });

  it('takes a voucher stored before versions existed as version 0', async () => {
    // The seed's codes were written without one.
    expect(await voucherAt('GAINS20')).not.toHaveProperty('version');
    expect((await listed('GAINS20'))?.version).toBe(0);
    await asOwner(endpoints.createVoucher, { code: 'OLD10', discountPercentage: 10 });
    await t.db.models.Voucher.collection.updateOne({ code: 'OLD10' }, { $unset: { version: '' } });
    const saved = await saveEdit({ code: 'OLD10', discountPercentage: 11 }, 0);
    expect(expectSuccess(endpoints.updateVoucher, saved).data).toMatchObject({
      discountPercentage: 11,
      version: 1,
    });
  });

  it('is not refused because the code was deactivated meanwhile (not part of the form)', async () => {
    await asOwner(endpoints.createVoucher, { code: 'OFF10', discountPercentage: 10 });
    expectSuccess(
      endpoints.deactivateVoucher,
      await asOwner(endpoints.deactivateVoucher, { code: 'OFF10' }),
    );
    expect((await listed('OFF10'))?.version).toBe(0);
    const saved = await saveEdit({ code: 'OFF10', discountPercentage: 11 }, 0);
    expect(expectSuccess(endpoints.updateVoucher, saved).data).toMatchObject({
      isActive: false,
      discountPercentage: 11,
      version: 1,
    });
  });

  it('applies an edit that names no version over the saves since (a client keeping none)', async () => {
    await asOwner(endpoints.createVoucher, { code: 'ANY12', discountPercentage: 12 });
    expectSuccess(
      endpoints.updateVoucher,
      await saveEdit({ code: 'ANY12', discountPercentage: 13 }, 0),
    );
    const saved = await asOwner(endpoints.updateVoucher, { code: 'ANY12', discountPercentage: 14 });
    expect(expectSuccess(endpoints.updateVoucher, saved).data).toMatchObject({
      discountPercentage: 14,
      version: 2,
    });
  });

  it('refuses a version that is not a whole number from 0 with a 400', async () => {
    const failure = expectFailure(
      await asOwner(endpoints.updateVoucher, {
        code: 'FIT10',
        discountPercentage: 10,
        version: -1,
      }),
      400,
      'BAD_REQUEST',
    );
    expect(failure.details?.[0]).toEqual({
      path: 'version',
      message: 'Must be the version you edited',
    });
  });
});

describe('POST /admin/vouchers/deactivate', () => {
  it('switches the code off: /getcode, /addorder and /paymentorder refuse it', async () => {
    await asOwner(endpoints.createVoucher, { code: 'BYE15', discountPercentage: 15 });
    const voucher = expectSuccess(
      endpoints.deactivateVoucher,
      await asOwner(endpoints.deactivateVoucher, { code: 'bye15' }),
    ).data;
    expect(voucher).toMatchObject({ code: 'BYE15', isActive: false });
    expect(
      expectSuccess(endpoints.getCode, await call(t.app, endpoints.getCode, { code: 'BYE15' }))
        .data,
    ).toMatchObject({ isActive: false, inactiveMessage: 'This code is not active' });
    const shopper = await signUpUser(t.app);
    expect(expectFailure(await orderWith(shopper, 'BYE15'), 400, 'BAD_REQUEST').message).toBe(
      'This code is not active',
    );
    const items = [{ product: smoothie, quantity: 1 }];
    await fillCart(t.app, shopper, items);
    const paying = await callAs(t.app, shopper, endpoints.createPaymentOrder, {
      ...paymentOrderBody(shopper, items, { code: 'BYE15' }),
      slot: EVENING,
    });
    expect(expectFailure(paying, 400, 'BAD_REQUEST').message).toBe('This code is not active');

    const [entry] = await auditOf('voucher.deactivated', 'BYE15');
    expect(entry).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('writes one audit entry for a double click', async () => {
    await asOwner(endpoints.createVoucher, { code: 'TWICE', discountPercentage: 15 });
    const [first, second] = await Promise.all([
      asOwner(endpoints.deactivateVoucher, { code: 'TWICE' }),
      asOwner(endpoints.deactivateVoucher, { code: 'TWICE' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await auditOf('voucher.deactivated', 'TWICE')).toHaveLength(1);
  });

  it('answers 404 for an unknown code and 400 for none', async () => {
    expect(
      expectFailure(await asOwner(endpoints.deactivateVoucher, { code: 'NOPE' }), 404, 'NOT_FOUND')
        .message,
    ).toBe('Voucher not found');
    const none = expectFailure(await asOwner(endpoints.deactivateVoucher, {}), 400, 'BAD_REQUEST');
    expect(none.details?.[0]).toEqual({ path: 'code', message: 'Required' });
  });
});
