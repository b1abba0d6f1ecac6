import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createVoucherService, type VoucherService } from './vouchers.service.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');

let db: TestDatabase;
let vouchers: VoucherService;
const shopper = new Types.ObjectId().toHexString();
/** ₹500.00 before discount. */
const order = { subtotalPaise: 50_000, userId: shopper };

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDatabase(db.models);
  await db.models.Voucher.create([
    // Databases from before voucher rules hold the end as expiresAt: it still counts.
    { code: 'ENDED25', discountPercentage: 25, expiresAt: new Date('2026-03-01T12:00:00.000Z') },
    { code: 'ENDING05', discountPercentage: 5, validUntil: new Date('2026-03-01T12:00:01.000Z') },
    { code: 'LATER10', discountPercentage: 10, validFrom: new Date('2026-03-01T12:00:01.000Z') },
    {
      code: 'OFFENDED40',
      discountPercentage: 40,
      isActive: false,
      expiresAt: new Date('2026-02-01T00:00:00.000Z'),
    },
    { code: 'BIG20', discountPercentage: 20, minOrderPaise: 49_900, maxDiscountPaise: 5_000 },
    { code: 'HELLO30', discountPercentage: 30, firstOrderOnly: true },
  ]);
  vouchers = createVoucherService({
    Voucher: db.models.Voucher,
    Order: db.models.Order,
    // None of these codes has a usageLimit: the uses are counted in vouchers.router.test.ts.
    voucherUses: { countTowardsLimit: () => Promise.reject(new Error('no limited code here')) },
    now: () => NOW,
  });
});
afterAll(() => db.close());

describe('the discount an order gets for a voucher code', () => {
  it('is the percentage of an active code, whatever its case and surrounding spaces', async () => {
    expect(await vouchers.requireDiscount('FIT10', order)).toEqual({ discountPercentage: 10 });
    expect(await vouchers.requireDiscount(' protein15 ', order)).toEqual({
      discountPercentage: 15,
    });
  });

  it('applies until the validUntil instant, and carries the cap in paise', async () => {
    expect(await vouchers.requireDiscount('ENDING05', order)).toEqual({ discountPercentage: 5 });
    expect(await vouchers.requireDiscount('BIG20', order)).toEqual({
      discountPercentage: 20,
      maxDiscountPaise: 5_000,
    });
  });

  it.each([
    ['an inactive code', 'MONSOON30', 'This code is not active'],
    ['an unknown code', 'NOPE99', 'Invalid code'],
    ['an empty code', '  ', 'Invalid code'],
    ['an over-long code', 'X'.repeat(41), 'Invalid code'],
  ])('refuses %s with 400 %j', async (_case, code, message) => {
    await expect(vouchers.requireDiscount(code, order)).rejects.toMatchObject({
      status: 400,
      message,
    });
  });

  it.each([
    ['a code that expired this very instant (old expiresAt)', 'ENDED25', 'This code has expired'],
    ['a code both switched off and expired', 'OFFENDED40', 'This code has expired'],
    ['a code valid from the next second', 'LATER10', 'This code is not active yet'],
  ])('refuses %s with 409 %j', async (_case, code, message) => {
    await expect(vouchers.requireDiscount(code, order)).rejects.toMatchObject({
      status: 409,
      message,
    });
  });

  it('asks for the missing amount below the minimum order, judged before discount', async () => {
    // ₹499 minimum, ₹449 in the cart: ₹50 short.
    await expect(
      vouchers.requireDiscount('BIG20', { ...order, subtotalPaise: 44_900 }),
    ).rejects.toMatchObject({ status: 409, message: 'Add ₹50 more to use this code' });
    expect(
      await vouchers.requireDiscount('BIG20', { ...order, subtotalPaise: 49_900 }),
    ).toMatchObject({ discountPercentage: 20 });
  });

  it('keeps a first-order code for shoppers whose earlier orders were all cancelled', async () => {
    const newcomer = new Types.ObjectId().toHexString();
    const earlier = (status: 'Cancelled' | 'Delivered', orderId: string) => ({
      orderId,
      userId: newcomer,
      userName: 'Asha Kapoor',
      email: 'asha@example.in',
      address: 'Iron Temple Fitness Bandra, Mumbai, India',
      phoneNumber: '9876543210',
      paymentMethod: 'credit-card' as const,
      date: NOW,
      lines: [],
      totals: { subtotalPaise: 0, discountPaise: 0, totalPaise: 0 },
      status,
    });
    await db.models.Order.create(earlier('Cancelled', 'a00000000001'));
    expect(await vouchers.requireDiscount('HELLO30', { ...order, userId: newcomer })).toEqual({
      discountPercentage: 30,
    });
    await db.models.Order.create(earlier('Delivered', 'a00000000002'));
    await expect(
      vouchers.requireDiscount('HELLO30', { ...order, userId: newcomer }),
    ).rejects.toMatchObject({ status: 409, message: 'This code is for your first order only' });
  });

  it('refuses a stored percentage outside 0–100 (a document edited by hand)', async () => {
    await db.models.Voucher.collection.insertOne({
      code: 'BROKEN150',
      discountPercentage: 150,
      isActive: true,
    });
    await expect(vouchers.requireDiscount('BROKEN150', order)).rejects.toMatchObject({
      status: 400,
      message: 'Invalid code',
    });
  });
});

describe('a code looked up for the voucher field', () => {
  it('says why an expired, not yet valid or switched-off code does not apply', async () => {
    expect(await vouchers.findByCode('ENDED25')).toEqual({
      code: 'ENDED25',
      isActive: false,
      discountPercentage: 25,
      inactiveMessage: 'This code has expired',
      rules: 'Until 1 Mar',
      validUntil: '2026-03-01T12:00:00.000Z',
      perCustomerLimit: 1,
    });
    expect(await vouchers.findByCode('LATER10')).toMatchObject({
      isActive: false,
      inactiveMessage: 'This code is not active yet',
      rules: 'From 1 Mar',
    });
    expect(await vouchers.findByCode('MONSOON30')).toEqual({
      code: 'MONSOON30',
      isActive: false,
      discountPercentage: 30,
      inactiveMessage: 'This code is not active',
      rules: '',
    });
  });

  it('answers a code that has not expired yet as active, with its rules and no reason', async () => {
    expect(await vouchers.findByCode('ENDING05')).toMatchObject({
      code: 'ENDING05',
      isActive: true,
      discountPercentage: 5,
      rules: 'Until 1 Mar',
    });
    expect(await vouchers.findByCode('BIG20')).toEqual({
      code: 'BIG20',
      isActive: true,
      discountPercentage: 20,
      rules: 'Min. order ₹499 · up to ₹50 off',
      minOrderValue: 499,
      maxDiscount: 50,
      perCustomerLimit: 1,
    });
  });
});
