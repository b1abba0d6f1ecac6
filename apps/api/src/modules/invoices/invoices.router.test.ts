import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath, endpoints } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { expectFailure, expectSuccess } from '../../test/contract.js';
import { readOutbox } from '../../test/outbox.js';
import { pdfText } from '../../test/pdf-text.js';
import {
  buyWithSimulatedPayment,
  callAs,
  deliveryAddress,
  fillCart,
  paymentOrderBody,
} from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductRecord } from '../products/products.model.js';
import { INVOICE_MESSAGES } from './invoices.service.js';

const LEGAL_ENV = {
  LEGAL_NAME: 'Test Fuel Foods LLP',
  LEGAL_ADDRESS: '80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
  STATE_CODE: '29',
  GSTIN: '29AAACG1234A1ZA',
  FSSAI_LICENCE: '11226999000123',
};

/** The app's clock; moved on only where a test says so. */
const START = new Date('2026-11-25T04:00:00Z');
let now = START;
let t: TestApp;
let outbox: string;
let asha: SignedInUser;
let ravi: SignedInUser;
let operator: SignedInUser;
let mango: ProductRecord;
let blueberry: ProductRecord;
/** Asha's paid order: 2 × ₹199 and 1 × ₹229 = ₹627, no voucher. */
let orderId: string;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-invoices-outbox-'));
  t = await createTestApp({
    env: { MAIL_OUTBOX_DIR: outbox, PAY_ON_DELIVERY: 'true', ...LEGAL_ENV },
    clock: () => now,
  });
  await seedDatabase(t.db.models);
  [mango, blueberry] = await firstSeededProducts(t.db.models);
  asha = await signUpVerifiedUser(t.app, t.db.models, 'customer', { userName: 'Asha Kapoor' });
  ravi = await signUpUser(t.app, { userName: 'Ravi Shah' });
  operator = await signUpVerifiedUser(t.app, t.db.models, 'staff', { userName: 'Ops Desk' });
  orderId = await buyWithSimulatedPayment(t.app, asha, [
    { product: mango, quantity: 2 },
    { product: blueberry, quantity: 1 },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

type InvoiceEndpoint =
  typeof endpoints.getInvoice | typeof endpoints.getInvoicePdf | typeof endpoints.getCreditNotePdf;

/** GETs an endpoint at its path for this order, as `who` (or signed out). */
function get(endpoint: InvoiceEndpoint, id: string, who?: SignedInUser) {
  const test = request(t.app).get(endpointPath(endpoint, { orderId: id }));
  return who === undefined ? test : test.set('Cookie', who.cookie);
}

/** A PDF answer, read whole as bytes. */
async function getPdf(endpoint: InvoiceEndpoint, id: string, who: SignedInUser) {
  return get(endpoint, id, who)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const LINES = [
  // 2 × ₹199 = ₹398: taxable 39800 ÷ 1.05 = 37904.76 → ₹379.05, tax ₹18.95 → 9.48 + 9.47.
  {
    description: 'Alphonso Mango Protein Smoothie',
    sac: '996331',
    quantity: 2,
    unitPrice: 199,
    discount: 0,
    taxableValue: 379.05,
    cgstRate: 2.5,
    cgst: 9.48,
    sgstRate: 2.5,
    sgst: 9.47,
    total: 398,
  },
  // ₹229: 22900 ÷ 1.05 = 21809.52 → ₹218.10, tax ₹10.90 → 5.45 + 5.45.
  {
    description: 'Blueberry Blast Smoothie',
    sac: '996331',
    quantity: 1,
    unitPrice: 229,
    discount: 0,
    taxableValue: 218.1,
    cgstRate: 2.5,
    cgst: 5.45,
    sgstRate: 2.5,
    sgst: 5.45,
    total: 229,
  },
];

describe('GET /orders/:orderId/invoice', () => {
  it('answers the invoice issued when the payment was verified', async () => {
    const { data } = expectSuccess(
      endpoints.getInvoice,
      await get(endpoints.getInvoice, orderId, asha),
    );
    expect(data).toEqual({
      invoiceNumber: 'GF/26-27/000001',
      date: '2026-11-25T04:00:00.000Z',
      seller: {
        legalName: 'Test Fuel Foods LLP',
        address: '80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
        gstin: '29AAACG1234A1ZA',
        fssaiLicence: '11226999000123',
        stateCode: '29',
      },
      buyer: {
        name: 'Asha Kapoor',
        address: 'Iron Temple Fitness Bandra, Bandra West, Mumbai, Maharashtra',
        state: 'Maharashtra',
      },
      placeOfSupply: 'Maharashtra (27)',
      lines: LINES,
      totals: { taxableValue: 597.15, cgst: 14.93, sgst: 14.92, total: 627 },
      amountInWords: 'Rupees Six Hundred Twenty-Seven Only',
      reverseCharge: false,
      creditNote: null,
    });
  });

  it('is never cached', async () => {
    const response = await get(endpoints.getInvoice, orderId, asha);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('shows staff the same invoice', async () => {
    const { data } = expectSuccess(
      endpoints.getInvoice,
      await get(endpoints.getInvoice, orderId, operator),
    );
    expect(data.invoiceNumber).toBe('GF/26-27/000001');
  });

  it("answers another shopper's invoice exactly like a missing one", async () => {
    const stranger = expectFailure(
      await get(endpoints.getInvoice, orderId, ravi),
      404,
      'NOT_FOUND',
    );
    const missing = expectFailure(
      await get(endpoints.getInvoice, 'ffffffffffff', asha),
      404,
      'NOT_FOUND',
    );
    expect(stranger.message).toBe(INVOICE_MESSAGES.invoiceNotFound);
    expect(missing).toEqual(stranger);
  });

  it('refuses a malformed order id with 400 naming it, and no session with 401', async () => {
    const bad = expectFailure(
      await get(endpoints.getInvoice, 'not-an-id', asha),
      400,
      'BAD_REQUEST',
    );
    expect(bad.message).toBe('orderId: Must be 12 hexadecimal characters');
    expectFailure(await get(endpoints.getInvoice, orderId), 401, 'UNAUTHORIZED');
  });

  it('has no invoice for an order paid on delivery until it is delivered', async () => {
    const placed = await callAs(t.app, asha, endpoints.addOrder, {
      userName: 'Asha Kapoor',
      address: `${deliveryAddress(asha).gym_name}, Mumbai, India`,
      phoneNumber: '9876543210',
      paymentMethod: 'pay-on-delivery',
      order: [{ productId: mango._id.toHexString(), quantity: 1 }],
    });
    const { orderId: unpaid } = expectSuccess(endpoints.addOrder, placed);
    expectFailure(await get(endpoints.getInvoice, unpaid, asha), 404, 'NOT_FOUND');

    // Paid at the handover: delivered, it has its invoice for what was paid.
    const advance = (body: object) => callAs(t.app, operator, endpoints.advanceOrder, body);
    expectSuccess(endpoints.advanceOrder, await advance({ orderId: unpaid, status: 'Shipped' }));
    expectSuccess(endpoints.advanceOrder, await advance({ orderId: unpaid, status: 'In Transit' }));
    expectFailure(await get(endpoints.getInvoice, unpaid, asha), 404, 'NOT_FOUND');
    const { handoverCode } = expectSuccess(
      endpoints.getOrder,
      await callAs(t.app, asha, endpoints.getOrder, { orderId: unpaid }),
    ).data;
    expectSuccess(
      endpoints.advanceOrder,
      await advance({ orderId: unpaid, status: 'Delivered', handoverCode }),
    );
    const { data } = expectSuccess(
      endpoints.getInvoice,
      await get(endpoints.getInvoice, unpaid, asha),
    );
    // ₹199: 19900 ÷ 1.05 = 18952.38 → ₹189.52 taxable, ₹9.48 tax → 4.74 + 4.74.
    expect(data.lines).toEqual([
      expect.objectContaining({ quantity: 1, unitPrice: 199, taxableValue: 189.52, total: 199 }),
    ]);
    expect(data.totals).toEqual({ taxableValue: 189.52, cgst: 4.74, sgst: 4.74, total: 199 });
    expect((await t.db.models.Order.findOne({ orderId: unpaid }).lean())?.followUpAfter).toBe(
      undefined,
    );
  });
});

describe('an invoice that could not be stored when the payment was verified', () => {
  it('is issued when the payment is verified again', async () => {
    const items = [{ product: blueberry, quantity: 1 }];
    await fillCart(t.app, ravi, items);
    const paymentOrder = expectSuccess(
      endpoints.createPaymentOrder,
      await callAs(t.app, ravi, endpoints.createPaymentOrder, paymentOrderBody(ravi, items)),
    );
    const paid = expectSuccess(
      endpoints.simulatePayment,
      await callAs(t.app, ravi, endpoints.simulatePayment, {
        order_id: paymentOrder.id,
        outcome: 'success',
      }),
    );
    const storing = vi
      .spyOn(t.db.models.Invoice, 'insertMany')
      .mockRejectedValueOnce(new Error('invoices unavailable'));
    const verify = async () =>
      expectSuccess(
        endpoints.authorisePayment,
        await callAs(t.app, ravi, endpoints.authorisePayment, paid),
      ).orderId;
    const ravisOrder = await verify();
    storing.mockRestore();
    expectFailure(await get(endpoints.getInvoice, ravisOrder, ravi), 404, 'NOT_FOUND');

    expect(await verify()).toBe(ravisOrder);
    const { data } = expectSuccess(
      endpoints.getInvoice,
      await get(endpoints.getInvoice, ravisOrder, ravi),
    );
    expect(data.totals.total).toBe(229);
  });
});

describe('a second payment for a cart already paid (refunded as a duplicate)', () => {
  it('never gets a tax invoice, and its invoice and PDF answer 404 saying why', async () => {
    const items = [{ product: mango, quantity: 1 }];
    await fillCart(t.app, ravi, items);
    const openCheckout = async (name: string) =>
      expectSuccess(
        endpoints.createPaymentOrder,
        await callAs(
          t.app,
          ravi,
          endpoints.createPaymentOrder,
          paymentOrderBody(ravi, items, { address: { ...deliveryAddress(ravi), your_name: name } }),
        ),
      ).id;
    const payAndConfirm = async (providerOrderId: string) => {
      const paid = expectSuccess(
        endpoints.simulatePayment,
        await callAs(t.app, ravi, endpoints.simulatePayment, {
          order_id: providerOrderId,
          outcome: 'success',
        }),
      );
      return () =>
        callAs(t.app, ravi, endpoints.authorisePayment, paid).then((response) =>
          expectSuccess(endpoints.authorisePayment, response),
        );
    };
    // Two tabs opened their payment sheets for the same cart; the first pays a minute later.
    const [first, second] = [await openCheckout('Ravi Shah'), await openCheckout('Ravi S')];
    now = new Date(START.getTime() + 60_000);
    try {
      const placed = await (await payAndConfirm(first))();
      const confirmSecond = await payAndConfirm(second);
      const duplicate = await confirmSecond();
      expect(duplicate).toMatchObject({ cancelled: true, duplicateOf: placed.orderId });
      // Confirmed again (a replay): still no invoice is issued for it.
      expect(await confirmSecond()).toEqual(duplicate);
      expect(await t.db.models.Invoice.countDocuments({ orderId: duplicate.orderId })).toBe(0);

      for (const endpoint of [endpoints.getInvoice, endpoints.getInvoicePdf]) {
        for (const who of [ravi, operator]) {
          const refused = expectFailure(
            await get(endpoint, duplicate.orderId, who),
            404,
            'NOT_FOUND',
          );
          expect(refused.message).toBe(INVOICE_MESSAGES.notASale);
        }
      }
      // Another shopper learns nothing about it.
      expect(
        expectFailure(await get(endpoints.getInvoice, duplicate.orderId, asha), 404, 'NOT_FOUND')
          .message,
      ).toBe(INVOICE_MESSAGES.invoiceNotFound);
      // The order it repeated has its invoice, for ₹199.
      const { data } = expectSuccess(
        endpoints.getInvoice,
        await get(endpoints.getInvoice, placed.orderId, ravi),
      );
      expect(data.totals.total).toBe(199);
    } finally {
      now = START;
    }
  });
});

describe('GET /orders/:orderId/invoice.pdf', () => {
  it('is a PDF whose text holds the seller, the number, the lines and the totals', async () => {
    const response = await getPdf(endpoints.getInvoicePdf, orderId, asha);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="invoice-GF-26-27-000001.pdf"',
    );
    const text = await pdfText(response.body as Buffer);
    for (const expected of [
      'TAX INVOICE',
      'Test Fuel Foods LLP',
      'GSTIN: 29AAACG1234A1ZA',
      'FSSAI Lic. No.: 11226999000123',
      'GF/26-27/000001',
      '25 Nov 2026',
      'Maharashtra (27)',
      '996331',
      '₹379.05',
      '₹597.15',
      '₹14.93',
      '₹14.92',
      '₹627.00',
      'Rupees Six Hundred Twenty-Seven Only',
      'Whether tax is payable on reverse charge: No',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("answers another shopper's like a missing invoice", async () => {
    expectFailure(await get(endpoints.getInvoicePdf, orderId, ravi), 404, 'NOT_FOUND');
  });
});

describe.each([
  ['GET /orders/:orderId/invoice.pdf', endpoints.getInvoicePdf],
  ['GET /orders/:orderId/credit-note.pdf', endpoints.getCreditNotePdf],
] as const)('%s', (_name, endpoint) => {
  it('refuses a malformed order id with 400 naming it, and no session with 401', async () => {
    const bad = expectFailure(await get(endpoint, 'not-an-id', asha), 400, 'BAD_REQUEST');
    expect(bad.message).toBe('orderId: Must be 12 hexadecimal characters');
    expect(expectFailure(await get(endpoint, orderId), 401, 'UNAUTHORIZED').message).toBe(
      'Please log in',
    );
  });
});

describe('the order-placed e-mail', () => {
  it('carries the invoice PDF', async () => {
    const mail = await vi.waitFor(
      async () => {
        const found = (await readOutbox(outbox)).find(
          (message) => message.subject === `Thanks for your order! GymFuel order ${orderId}`,
        );
        if (found === undefined) throw new Error('not mailed yet');
        return found;
      },
      { timeout: 10_000 },
    );
    expect(mail.text).toContain('Your GST tax invoice is attached.');
    expect(
      mail.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    ).toEqual([{ filename: 'invoice-GF-26-27-000001.pdf', contentType: 'application/pdf' }]);
    const text = await pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0));
    expect(text).toContain('GF/26-27/000001');
    expect(text).toContain('₹627.00');
  });
});

describe('credit notes', () => {
  it('are issued once when the invoiced order is cancelled, and have their own PDF', async () => {
    expectFailure(await get(endpoints.getCreditNotePdf, orderId, asha), 404, 'NOT_FOUND');

    const cancel = () =>
      callAs(t.app, asha, endpoints.cancelOrder, { userId: asha.user._id, orderID: orderId });
    expectSuccess(endpoints.cancelOrder, await cancel());
    expect((await cancel()).status).toBe(409);

    const { data } = expectSuccess(
      endpoints.getInvoice,
      await get(endpoints.getInvoice, orderId, asha),
    );
    expect(data.creditNote).toEqual({
      number: 'CN/26-27/000001',
      date: '2026-11-25T04:00:00.000Z',
      amount: 627,
    });
    expect(data.totals.total).toBe(627);
    expect(await t.db.models.CreditNote.countDocuments({ orderId })).toBe(1);

    const response = await getPdf(endpoints.getCreditNotePdf, orderId, asha);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.body as Buffer);
    for (const expected of [
      'CREDIT NOTE',
      'CN/26-27/000001',
      'GF/26-27/000001',
      'GSTIN: 29AAACG1234A1ZA',
      'Credit total',
      '₹627.00',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('the PDF of a long order', () => {
  it('runs its table on to a second page under the headings, one row per line, then the totals', async () => {
    const menu = await t.db.models.Product.find({}).sort({ pricePaise: 1, _id: 1 }).lean();
    expect(menu).toHaveLength(28);
    const shopper = await signUpUser(t.app, { userName: 'Meera Iyer' });
    const long = await buyWithSimulatedPayment(
      t.app,
      shopper,
      menu.map((product) => ({ product, quantity: 1 })),
    );

    const text = await pdfText(
      (await getPdf(endpoints.getInvoicePdf, long, shopper)).body as Buffer,
    );
    // pdftotext ends every page with a form feed.
    const pages = text.split('\f').slice(0, -1);
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).toMatch(/^#\s+Description\s+SAC\s+Qty/m);
    // A ₹199 line: 19900 × 20/21 = 18952.38 → ₹189.52; tax ₹9.48 → ₹4.74 + ₹4.74. Its number
    // keeps its two digits on one line.
    expect(text).toMatch(
      /^10\s+\S.*996331\s+1\s+₹199\.00\s+₹0\.00\s+₹189\.52\s+₹4\.74\s+₹4\.74\s+₹199\.00$/m,
    );
    // The ₹449 line, last: 44900 × 20/21 = 42761.90 → ₹427.62; tax ₹21.38 → ₹10.69 + ₹10.69.
    expect(pages[1]).toMatch(
      /^28\s+\S.*996331\s+1\s+₹449\.00\s+₹0\.00\s+₹427\.62\s+₹10\.69\s+₹10\.69\s+₹449\.00$/m,
    );
    // The 28 menu prices add up to ₹6,742.
    expect(pages[1]).toMatch(/Invoice total\s+₹6,742\.00/);
    expect(pages[1]).toContain('Rupees Six Thousand Seven Hundred Forty-Two Only');
  });
});
