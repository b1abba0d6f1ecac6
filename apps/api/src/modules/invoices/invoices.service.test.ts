import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../test/captured-logs.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createGymService } from '../gyms/gyms.service.js';
import type { OrderRecord } from '../orders/orders.model.js';
import type { InvoiceSeller } from './invoice-seller.js';
import { createInvoiceService, type InvoiceService } from './invoices.service.js';

const seller: InvoiceSeller = {
  legalName: 'Test Fuel Foods LLP',
  address: '1 Test Street, Pune 411001, Maharashtra',
  gstin: '27AAAFT1234K1Z3',
  fssaiLicence: '11524998000777',
  stateCode: '27',
};

let db: TestDatabase;
let clock: Date;
let service: InvoiceService;
const shopper = new Types.ObjectId();

beforeAll(async () => {
  db = await openTestDatabase();
  await db.models.Gym.create([
    {
      name: 'Flex Zone Koramangala',
      area: 'Koramangala 5th Block',
      city: 'Bengaluru',
      state: 'Karnataka',
    },
    { name: 'Old Gym Thane', area: 'Thane West', city: 'Thane' },
  ]);
});
afterAll(() => db.close());

beforeEach(async () => {
  await Promise.all([
    db.models.Order.deleteMany({}),
    db.models.Invoice.deleteMany({}),
    db.models.CreditNote.deleteMany({}),
  ]);
  clock = new Date('2026-11-25T10:00:00Z');
  service = newProcessService();
});

/** The invoice service as one API process has it; several share the database. */
function newProcessService(): InvoiceService {
  return createInvoiceService({
    Invoice: db.models.Invoice,
    CreditNote: db.models.CreditNote,
    Order: db.models.Order,
    gyms: createGymService({ Gym: db.models.Gym, maxAgeMs: 0, onRefreshError: () => {} }),
    seller,
    logger: capturedLogger().logger,
    now: () => clock,
  });
}

let orderCount = 0;

/** A paid order as payments would place it: ₹150 × 1 and ₹49 × 2, ₹24.80 off (10%), ₹223.20 paid. */
async function placeOrder(overrides: Partial<OrderRecord> = {}): Promise<string> {
  orderCount += 1;
  const orderId = orderCount.toString(16).padStart(12, '0');
  await db.models.Order.create({
    orderId,
    userId: shopper,
    userName: 'Asha Kapoor',
    email: 'asha@example.in',
    address: 'Flex Zone Koramangala, Bengaluru, India',
    phoneNumber: '9876543210',
    paymentMethod: 'credit-card',
    date: clock,
    lines: [
      {
        productId: new Types.ObjectId(),
        productName: 'Mango Whey Shake',
        pricePaise: 15000,
        quantity: 1,
        image: '/a.webp',
      },
      {
        productId: new Types.ObjectId(),
        productName: 'Peanut Bar',
        pricePaise: 4900,
        quantity: 2,
        image: '/b.webp',
      },
    ],
    totals: { subtotalPaise: 24800, discountPaise: 2480, totalPaise: 22320 },
    status: 'Processing',
    ...overrides,
  });
  return orderId;
}

const owner = () => ({
  userId: shopper.toHexString(),
  role: 'customer' as const,
  emailVerified: true,
});

describe('issueForOrder', () => {
  it('issues the tax invoice of a paid order: lines, shares, GST and words worked out', async () => {
    const orderId = await placeOrder();

    await service.issueForOrder(orderId);

    expect(await service.findForViewer(owner(), orderId)).toEqual({
      invoiceNumber: 'GF/26-27/000001',
      date: '2026-11-25T10:00:00.000Z',
      seller,
      buyer: {
        name: 'Asha Kapoor',
        address: 'Flex Zone Koramangala, Koramangala 5th Block, Bengaluru, Karnataka',
        state: 'Karnataka',
      },
      placeOfSupply: 'Karnataka (29)',
      lines: [
        // ₹150 less its share ₹15.00 = ₹135.00: taxable 13500 ÷ 1.05 = 12857.14 → ₹128.57, tax 643.
        {
          description: 'Mango Whey Shake',
          sac: '996331',
          quantity: 1,
          unitPrice: 150,
          discount: 15,
          taxableValue: 128.57,
          cgstRate: 2.5,
          cgst: 3.22,
          sgstRate: 2.5,
          sgst: 3.21,
          total: 135,
        },
        // ₹98 less ₹9.80 = ₹88.20: 8820 ÷ 1.05 = 8400 exactly, tax 420.
        {
          description: 'Peanut Bar',
          sac: '996331',
          quantity: 2,
          unitPrice: 49,
          discount: 9.8,
          taxableValue: 84,
          cgstRate: 2.5,
          cgst: 2.1,
          sgstRate: 2.5,
          sgst: 2.1,
          total: 88.2,
        },
      ],
      totals: { taxableValue: 212.57, cgst: 5.32, sgst: 5.31, total: 223.2 },
      amountInWords: 'Rupees Two Hundred Twenty-Three and Twenty Paise Only',
      reverseCharge: false,
      creditNote: null,
    });
  });

  it("places supply in the seller's state when the gym has no state on record", async () => {
    const orderId = await placeOrder({ address: 'Old Gym Thane, Thane, India' });
    await service.issueForOrder(orderId);
    const invoice = await service.findForViewer(owner(), orderId);
    expect(invoice.placeOfSupply).toBe('Maharashtra (27)');
    expect(invoice.buyer).toEqual({
      name: 'Asha Kapoor',
      address: 'Old Gym Thane, Thane West, Thane, Maharashtra',
      state: 'Maharashtra',
    });
  });

  it('issues one invoice per order however often and however concurrently it is asked', async () => {
    const orderId = await placeOrder();
    const records = await Promise.all(
      Array.from({ length: 10 }, () => service.issueForOrder(orderId)),
    );
    expect(new Set(records.map((record) => record?.number))).toEqual(new Set(['GF/26-27/000001']));
    expect(await db.models.Invoice.countDocuments({})).toBe(1);
  });

  it('numbers 25 orders issued in parallel 1 to 25, with no gap and no number twice', async () => {
    const orderIds = [];
    for (let i = 0; i < 25; i += 1) orderIds.push(await placeOrder());

    // Each order asked twice at once, as a verification racing its webhook would.
    await Promise.all([...orderIds, ...orderIds].map((orderId) => service.issueForOrder(orderId)));

    const stored = await db.models.Invoice.find({}, { number: 1, orderId: 1 }).lean();
    expect(stored).toHaveLength(25);
    expect(new Set(stored.map((invoice) => invoice.orderId))).toEqual(new Set(orderIds));
    const expected = Array.from(
      { length: 25 },
      (_, i) => `GF/26-27/${String(i + 1).padStart(6, '0')}`,
    );
    expect(stored.map((invoice) => invoice.number).sort()).toEqual(expected);
  });

  it('numbers orders issued at once by three API processes 1 to 18, with no gap and no number twice', async () => {
    const processes = [service, newProcessService(), newProcessService()];
    const orderIds: string[] = [];
    for (let i = 0; i < 18; i += 1) orderIds.push(await placeOrder());

    // Every process is asked for every order at once: their numbering races meet at the index.
    await Promise.all(
      processes.flatMap((process) => orderIds.map((orderId) => process.issueForOrder(orderId))),
    );

    const stored = await db.models.Invoice.find({}, { number: 1 }).lean();
    const expected = Array.from(
      { length: 18 },
      (_, i) => `GF/26-27/${String(i + 1).padStart(6, '0')}`,
    );
    expect(stored.map((invoice) => invoice.number).sort()).toEqual(expected);
  });

  it('starts again at 1 on 1 April, India time, on a UTC server', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      clock = new Date('2027-03-31T18:29:59Z'); // 31 Mar 2027, 23:59:59 in India
      const march = await placeOrder();
      await service.issueForOrder(march);
      clock = new Date('2027-03-31T18:30:00Z'); // 1 Apr 2027, 00:00 in India
      const april = await placeOrder();
      await service.issueForOrder(april);
      const another = await placeOrder();
      await service.issueForOrder(another);

      expect((await service.findForViewer(owner(), march)).invoiceNumber).toBe('GF/26-27/000001');
      expect((await service.findForViewer(owner(), april)).invoiceNumber).toBe('GF/27-28/000001');
      expect((await service.findForViewer(owner(), another)).invoiceNumber).toBe('GF/27-28/000002');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('never changes an issued invoice: later edits to the gym or order do not reach it, updates are refused', async () => {
    const orderId = await placeOrder();
    await service.issueForOrder(orderId);
    const issued = await service.findForViewer(owner(), orderId);

    await db.models.Order.updateOne({ orderId }, { $set: { userName: 'Someone Else' } });
    await db.models.Gym.updateOne({ name: 'Flex Zone Koramangala' }, { $set: { area: 'Moved' } });
    await service.issueForOrder(orderId);
    await expect(
      db.models.Invoice.updateOne({ orderId }, { $set: { 'totals.totalPaise': 1 } }),
    ).rejects.toThrow('An issued tax document never changes');

    expect(await service.findForViewer(owner(), orderId)).toEqual(issued);
    await db.models.Gym.updateOne(
      { name: 'Flex Zone Koramangala' },
      { $set: { area: 'Koramangala 5th Block' } },
    );
  });

  it('keeps invoices under unique indexes on the order and on (financial year, number)', async () => {
    const indexes = await db.models.Invoice.collection.listIndexes().toArray();
    expect(indexes).toContainEqual(expect.objectContaining({ key: { orderId: 1 }, unique: true }));
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { financialYear: 1, sequence: 1 }, unique: true }),
    );
    const creditIndexes = await db.models.CreditNote.collection.listIndexes().toArray();
    expect(creditIndexes).toContainEqual(
      expect.objectContaining({ key: { orderId: 1 }, unique: true }),
    );
    expect(creditIndexes).toContainEqual(
      expect.objectContaining({ key: { financialYear: 1, sequence: 1 }, unique: true }),
    );
  });
});

describe('issueCreditNote', () => {
  it('credits the whole invoice once, numbered in its own series', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    await service.issueForOrder(first);
    await service.issueForOrder(second);
    clock = new Date('2026-11-26T04:00:00Z');

    await Promise.all([service.issueCreditNote(second), service.issueCreditNote(second)]);
    await service.issueCreditNote(second);

    expect((await service.findForViewer(owner(), second)).creditNote).toEqual({
      number: 'CN/26-27/000001',
      date: '2026-11-26T04:00:00.000Z',
      amount: 223.2,
    });
    expect((await service.findForViewer(owner(), first)).creditNote).toBeNull();
    expect(await db.models.CreditNote.countDocuments({})).toBe(1);
  });

  it('has nothing to credit for an order without an invoice', async () => {
    const orderId = await placeOrder({ paymentMethod: 'pay-on-delivery' });
    expect(await service.issueCreditNote(orderId)).toBeNull();
    expect(await db.models.CreditNote.countDocuments({})).toBe(0);
  });

  it('credits an order cancelled before its invoice was stored as soon as the invoice is', async () => {
    const orderId = await placeOrder({ status: 'Cancelled' });
    await service.issueForOrder(orderId);
    expect((await service.findForViewer(owner(), orderId)).creditNote?.number).toBe(
      'CN/26-27/000001',
    );
  });
});
