import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createVoucherService, type VoucherService } from './vouchers.service.js';

let db: TestDatabase;
let vouchers: VoucherService;

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDatabase(db.models);
  vouchers = createVoucherService(db.models);
});
afterAll(() => db.close());

describe('the active discount of a voucher code (for orders and payments)', () => {
  it('is the percentage of an active code, whatever its case and surrounding spaces', async () => {
    expect(await vouchers.findActiveDiscountPercentage('FIT10')).toBe(10);
    expect(await vouchers.findActiveDiscountPercentage(' protein15 ')).toBe(15);
  });

  it('is null for an inactive, unknown, empty or over-long code', async () => {
    expect(await vouchers.findActiveDiscountPercentage('MONSOON30')).toBeNull();
    expect(await vouchers.findActiveDiscountPercentage('NOPE99')).toBeNull();
    expect(await vouchers.findActiveDiscountPercentage('  ')).toBeNull();
    expect(await vouchers.findActiveDiscountPercentage('X'.repeat(41))).toBeNull();
  });

  it('is null for a stored percentage outside 0–100 (a document edited by hand)', async () => {
    await db.models.Voucher.collection.insertOne({
      code: 'BROKEN150',
      discountPercentage: 150,
      isActive: true,
    });
    expect(await vouchers.findActiveDiscountPercentage('BROKEN150')).toBeNull();
  });
});
