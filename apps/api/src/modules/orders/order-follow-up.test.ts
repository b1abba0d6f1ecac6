import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { buyWithSimulatedPayment } from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductRecord } from '../products/products.model.js';

/** Wednesday 25 Nov 2026, 09:30 in India. */
const PLACED_AT = new Date('2026-11-25T04:00:00Z');
let now = PLACED_AT;
let t: TestApp;
let outbox: string;
let asha: SignedInUser;
let mango: ProductRecord;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-follow-up-outbox-'));
  t = await createTestApp({ env: { MAIL_OUTBOX_DIR: outbox }, clock: () => now });
  await seedDatabase(t.db.models);
  [mango] = await firstSeededProducts(t.db.models);
  asha = await signUpVerifiedUser(t.app, t.db.models, 'customer', { userName: 'Asha Kapoor' });
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const invoicesOf = (orderId: string) => t.db.models.Invoice.countDocuments({ orderId });
const placedMailsOf = (orderId: string) =>
  t.db.models.Outbox.find({ 'context.kind': 'order placed', 'context.orderId': orderId }).lean();
const markOf = async (orderId: string) =>
  (await t.db.models.Order.findOne({ orderId }).lean())?.followUpAfter;

/** Asha buys one mango smoothie (₹199) and pays online. */
const buy = () => buyWithSimulatedPayment(t.app, asha, [{ product: mango!, quantity: 1 }]);

/** As `buy` at PLACED_AT, while a database blip fails the request's invoice. */
async function buyThroughABlip(): Promise<string> {
  now = PLACED_AT;
  const blip = vi
    .spyOn(t.db.models.Invoice, 'insertMany')
    .mockRejectedValueOnce(new Error('connection reset'));
  const orderId = await buy();
  blip.mockRestore();
  return orderId;
}

describe('what a new order owes: its tax invoice and its e-mail', () => {
  it('are stored by the request that placed it, which then takes its mark off', async () => {
    now = PLACED_AT;
    const orderId = await buy();
    expect(await invoicesOf(orderId)).toBe(1);
    expect(await placedMailsOf(orderId)).toHaveLength(1);
    expect(await markOf(orderId)).toBeUndefined();
  });

  it('are stored by the worker, once, when the request could not (a database blip)', async () => {
    const orderId = await buyThroughABlip();
    // The order stands, marked: no invoice, and no e-mail without it.
    expect(await invoicesOf(orderId)).toBe(0);
    expect(await placedMailsOf(orderId)).toHaveLength(0);
    expect(await markOf(orderId)).toEqual(new Date('2026-11-25T04:02:00Z'));

    // Before the request's two minutes are up, the worker leaves it alone.
    now = new Date('2026-11-25T04:01:59Z');
    await t.workers.orderFollowUps.tick();
    expect(await invoicesOf(orderId)).toBe(0);

    now = new Date('2026-11-25T04:02:00Z');
    await t.workers.orderFollowUps.tick();
    expect(await invoicesOf(orderId)).toBe(1);
    const [mail] = await placedMailsOf(orderId);
    expect(mail?.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(await markOf(orderId)).toBeUndefined();
  });

  it('are not stored twice when the worker runs again on an order whose mark stayed', async () => {
    now = PLACED_AT;
    const orderId = await buy();
    // As if the request had died after storing both but before taking the mark off.
    await t.db.models.Order.updateOne({ orderId }, { $set: { followUpAfter: PLACED_AT } });
    await Promise.all([t.workers.orderFollowUps.tick(), t.workers.orderFollowUps.tick()]);
    expect(await invoicesOf(orderId)).toBe(1);
    expect(await placedMailsOf(orderId)).toHaveLength(1);
    expect(await markOf(orderId)).toBeUndefined();
  });

  it('leaves a mark set again while it worked (a delivery owing an invoice) for the next pass', async () => {
    const orderId = await buyThroughABlip();
    // While the worker stores the invoice, the order is marked again for work still owed.
    const markedAgain = new Date('2026-11-25T05:00:00Z');
    const insertInvoices = t.db.models.Invoice.insertMany.bind(t.db.models.Invoice);
    const meanwhile = vi
      .spyOn(t.db.models.Invoice, 'insertMany')
      .mockImplementationOnce(async (...args: Parameters<typeof insertInvoices>) => {
        await t.db.models.Order.updateOne({ orderId }, { $set: { followUpAfter: markedAgain } });
        return insertInvoices(...args);
      });
    now = new Date('2026-11-25T04:02:00Z');
    await t.workers.orderFollowUps.tick();
    meanwhile.mockRestore();
    expect(await invoicesOf(orderId)).toBe(1);
    expect(await markOf(orderId)).toEqual(markedAgain);
  });

  it('finds marked orders through an index of them alone, and keeps one e-mail per key', async () => {
    expect(await t.db.models.Order.collection.listIndexes().toArray()).toContainEqual(
      expect.objectContaining({
        key: { followUpAfter: 1 },
        partialFilterExpression: { followUpAfter: { $exists: true } },
      }),
    );
    expect(await t.db.models.Outbox.collection.listIndexes().toArray()).toContainEqual(
      expect.objectContaining({
        key: { key: 1 },
        unique: true,
        partialFilterExpression: { key: { $exists: true } },
      }),
    );
  });
});
