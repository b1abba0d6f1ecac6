import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createVoucherService, type VoucherService } from './vouchers.service.js';

const NOW = new Date('2026-03-01T12:00:00.000Z');

let db: TestDatabase;
let vouchers: VoucherService;

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDatabase(db.models);
  await db.models.Voucher.create([
    { code: 'ENDED25', discountPercentage: 25, expiresAt: new Date('2026-03-01T12:00:00.000Z') },
    { code: 'ENDING05', discountPercentage: 5, expiresAt: new Date('2026-03-01T12:00:01.000Z') },
    {
      code: 'OFFENDED40',
      discountPercentage: 40,
      isActive: false,
      expiresAt: new Date('2026-02-01T00:00:00.000Z'),
    },
  ]);
  vouchers = createVoucherService({ Voucher: db.models.Voucher, now: () => NOW });
});
afterAll(() => db.close());

describe('the discount an order applies for a voucher code', () => {
  it('is the percentage of an active code, whatever its case and surrounding spaces', async () => {
    expect(await vouchers.requireDiscountPercentage('FIT10')).toBe(10);
    expect(await vouchers.requireDiscountPercentage(' protein15 ')).toBe(15);
  });

  it('applies until the expiry instant', async () => {
    expect(await vouchers.requireDiscountPercentage('ENDING05')).toBe(5);
  });

  it.each([
    ['an inactive code', 'MONSOON30', 'This code is not active'],
    ['a code that expired this very instant', 'ENDED25', 'This code has expired'],
    ['a code both switched off and expired', 'OFFENDED40', 'This code has expired'],
    ['an unknown code', 'NOPE99', 'Invalid code'],
    ['an empty code', '  ', 'Invalid code'],
    ['an over-long code', 'X'.repeat(41), 'Invalid code'],
  ])('refuses %s with 400 %j', async (_case, code, message) => {
    await expect(vouchers.requireDiscountPercentage(code)).rejects.toMatchObject({
      status: 400,
      message,
    });
  });

  it('refuses a stored percentage outside 0–100 (a document edited by hand)', async () => {
    await db.models.Voucher.collection.insertOne({
      code: 'BROKEN150',
      discountPercentage: 150,
      isActive: true,
    });
    await expect(vouchers.requireDiscountPercentage('BROKEN150')).rejects.toMatchObject({
      status: 400,
      message: 'Invalid code',
    });
  });
});

describe('a code looked up for the voucher field', () => {
  it('says why an expired or switched-off code does not apply', async () => {
    expect(await vouchers.findByCode('ENDED25')).toEqual({
      code: 'ENDED25',
      isActive: false,
      discountPercentage: 25,
      inactiveMessage: 'This code has expired',
    });
    expect(await vouchers.findByCode('MONSOON30')).toEqual({
      code: 'MONSOON30',
      isActive: false,
      discountPercentage: 30,
      inactiveMessage: 'This code is not active',
    });
  });

  it('answers a code that has not expired yet as active, with no reason', async () => {
    expect(await vouchers.findByCode('ENDING05')).toEqual({
      code: 'ENDING05',
      isActive: true,
      discountPercentage: 5,
    });
  });
});
