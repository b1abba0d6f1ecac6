import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import nock from 'nock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, type SignedInUser } from '../../test/accounts.js';
import { expectSuccess } from '../../test/contract.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import {
  KEY_ID,
  KEY_SECRET,
  RAZORPAY,
  RAZORPAY_ENV,
  fakeRazorpayOrder,
  sendSignedWebhook,
  useRecordedHttp,
} from '../../test/razorpay.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Saturday 28 Nov 2026, 10:00 in India, when each test's checkout opens. */
const OPENED = new Date('2026-11-28T04:30:00.000Z');
const minutesAfterOpening = (minutes: number) => new Date(OPENED.getTime() + minutes * 60_000);

let now: Date;
let t: TestApp;
/** A second API process on the same database, with the same clock. */
let other: TestApp;
let outbox: string;
let asha: SignedInUser;
let items: CheckoutItem[];

useRecordedHttp();

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-reconciliation-outbox-'));
  const options = {
    clock: () => now,
    captureLogs: true,
    env: { ...RAZORPAY_ENV, MAIL_OUTBOX_DIR: outbox },
  };
  t = await createTestApp(options);
  other = await createTestApp({ ...options, db: t.db });
  await seedDatabase(t.db.models);
  const [shake] = await firstSeededProducts(t.db.models);
  items = [{ product: shake, quantity: 3 }];
  asha = await signUpUser(t.app, { userName: 'Asha Kapoor' });
});
beforeEach(async () => {
  now = OPENED;
  const { Order, PendingPayment, JobLease, SlotSeat } = t.db.models;
  await Promise.all([
    Order.deleteMany({}),
    PendingPayment.deleteMany({}),
    JobLease.deleteMany({}),
    SlotSeat.deleteMany({}),
  ]);
  await fillCart(t.app, asha, items);
});
afterAll(async () => {
  await other.close();
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

/** Opens a checkout at OPENED and leaves it: the shopper paid (or not) and closed the browser. */
async function abandonedCheckout(): Promise<string> {
  fakeRazorpayOrder();
  const response = await callAs(
    t.app,
    asha,
    endpoints.createPaymentOrder,
    paymentOrderBody(asha, items),
  );
  return expectSuccess(endpoints.createPaymentOrder, response).id;
}

/** Razorpay's answer to orders.fetchPayments for the order, once. */
function razorpayPayments(providerOrderId: string, payments: { id: string; status: string }[]) {
  return nock(RAZORPAY)
    .get(`/v1/orders/${providerOrderId}/payments`)
    .basicAuth({ user: KEY_ID, pass: KEY_SECRET })
    .reply(200, {
      entity: 'collection',
      count: payments.length,
      items: payments.map((payment) => ({
        ...payment,
        entity: 'payment',
        amount: items[0]!.product.pricePaise * 3,
        currency: 'INR',
        order_id: providerOrderId,
      })),
    });
}

/** What the runs logged about Razorpay not answering for this checkout (the logs span every test). */
const unanswered = (app: TestApp, providerOrderId: string) =>
  app.logs.filter(
    (line) =>
      line.msg === 'reconciliation: the provider did not answer' &&
      line.providerOrderId === providerOrderId,
  );

const ordersFor = (providerOrderId: string) =>
  t.db.models.Order.find({ providerOrderId }, { orderId: 1, paymentId: 1 }).lean();

describe('payment reconciliation', () => {
  it('leaves a checkout alone for its first 10 minutes', async () => {
    const providerOrderId = await abandonedCheckout();
    now = minutesAfterOpening(9);
    // No interceptor: a request to Razorpay would fail the run and be logged.
    await t.workers.reconciliation.tick();
    expect(unanswered(t, providerOrderId)).toEqual([]);
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });

  it('places the order of a checkout paid but never confirmed, once, however it is confirmed later', async () => {
    const providerOrderId = await abandonedCheckout();
    const razorpay = razorpayPayments(providerOrderId, [
      { id: 'pay_Failed00000001', status: 'failed' },
      { id: 'pay_Captured000001', status: 'captured' },
    ]);
    now = minutesAfterOpening(11);

    await t.workers.reconciliation.tick();

    expect(razorpay.isDone()).toBe(true);
    const [order] = await ordersFor(providerOrderId);
    expect(order?.paymentId).toBe('pay_Captured000001');
    const pending = await t.db.models.PendingPayment.findOne({ providerOrderId }).lean();
    expect(pending?.reconcileAfter).toBeUndefined();
    expect(pending?.expiresAt).toEqual(new Date('2026-12-28T04:41:00.000Z'));
    // The webhook arriving late, and the shopper's browser coming back, find the same order.
    await sendSignedWebhook(t.app, {
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: 'pay_Captured000001', order_id: providerOrderId } },
      },
    });
    expect(await ordersFor(providerOrderId)).toEqual([order]);
    // Nothing left to ask Razorpay about (no interceptor: asking would be logged as a failure).
    now = minutesAfterOpening(30);
    await t.workers.reconciliation.tick();
    expect(unanswered(t, providerOrderId)).toEqual([]);
  });

  it('takes an authorised payment as paid, like the checkout does', async () => {
    const providerOrderId = await abandonedCheckout();
    razorpayPayments(providerOrderId, [{ id: 'pay_Authorized0001', status: 'authorized' }]);
    now = minutesAfterOpening(12);
    await t.workers.reconciliation.tick();
    expect((await ordersFor(providerOrderId)).map(({ paymentId }) => paymentId)).toEqual([
      'pay_Authorized0001',
    ]);
  });

  it('asks again about an unpaid checkout, each wait as long as its age, and stops after a day', async () => {
    const providerOrderId = await abandonedCheckout();
    const reconcileAfter = async () =>
      (await t.db.models.PendingPayment.findOne({ providerOrderId }).lean())?.reconcileAfter;

    razorpayPayments(providerOrderId, [{ id: 'pay_Failed00000001', status: 'failed' }]);
    now = minutesAfterOpening(11);
    await t.workers.reconciliation.tick();
    expect(await reconcileAfter()).toEqual(minutesAfterOpening(22));

    razorpayPayments(providerOrderId, []);
    now = minutesAfterOpening(22);
    await t.workers.reconciliation.tick();
    expect(await reconcileAfter()).toEqual(minutesAfterOpening(44));

    razorpayPayments(providerOrderId, []);
    now = minutesAfterOpening(24 * 60);
    await t.workers.reconciliation.tick();
    expect(await reconcileAfter()).toBeUndefined();
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });

  it('leaves the checkout for the next run when Razorpay does not answer', async () => {
    const providerOrderId = await abandonedCheckout();
    nock(RAZORPAY)
      .get(`/v1/orders/${providerOrderId}/payments`)
      .reply(502, { error: { code: 'SERVER_ERROR', description: 'Bad gateway' } });
    now = minutesAfterOpening(11);
    await t.workers.reconciliation.tick();
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        msg: 'reconciliation: the provider did not answer',
        providerOrderId,
      }),
    );
    // Still due, behind the checkouts that did not fail this run.
    const pending = await t.db.models.PendingPayment.findOne({ providerOrderId }).lean();
    expect(pending?.reconcileAfter).toEqual(minutesAfterOpening(11));
    // The next run, 3 minutes later (the default interval), asks again.
    razorpayPayments(providerOrderId, [{ id: 'pay_Captured000002', status: 'captured' }]);
    now = minutesAfterOpening(13);
    await t.workers.reconciliation.tick();
    expect(await t.db.models.Order.countDocuments()).toBe(0);
    now = minutesAfterOpening(14);
    await t.workers.reconciliation.tick();
    expect((await ordersFor(providerOrderId)).map(({ paymentId }) => paymentId)).toEqual([
      'pay_Captured000002',
    ]);
  });

  it('asks about a paid checkout queued behind a full batch of checkouts Razorpay keeps failing on', async () => {
    // 50 checkouts (a run's batch) due before Asha's, on which Razorpay answers 502 every time.
    const providerOrderId = await abandonedCheckout();
    const [template] = await t.db.models.PendingPayment.find({ providerOrderId }).lean();
    await t.db.models.PendingPayment.collection.insertMany(
      Array.from({ length: 50 }, (_, index) => ({
        ...template,
        _id: new Types.ObjectId(),
        providerOrderId: `order_Stuck${String(index).padStart(9, '0')}`,
        checkoutKey: `stuck-${index}`,
        reconcileAfter: minutesAfterOpening(5),
      })),
    );
    nock(RAZORPAY)
      .get(/\/v1\/orders\/order_Stuck\d+\/payments/)
      .times(100)
      .reply(502, { error: { code: 'SERVER_ERROR', description: 'Bad gateway' } });
    now = minutesAfterOpening(11);
    await t.workers.reconciliation.tick();
    expect(await t.db.models.Order.countDocuments()).toBe(0);

    razorpayPayments(providerOrderId, [{ id: 'pay_Captured000004', status: 'captured' }]);
    now = minutesAfterOpening(14);
    await t.workers.reconciliation.tick();
    expect((await ordersFor(providerOrderId)).map(({ paymentId }) => paymentId)).toEqual([
      'pay_Captured000004',
    ]);
  });

  it('runs in one API process at a time: two processes ticking together ask Razorpay once', async () => {
    const providerOrderId = await abandonedCheckout();
    // One interceptor: a second request for it would fail (and be logged).
    razorpayPayments(providerOrderId, [{ id: 'pay_Captured000003', status: 'captured' }]);
    now = minutesAfterOpening(11);

    await Promise.all([t.workers.reconciliation.tick(), other.workers.reconciliation.tick()]);

    expect(await ordersFor(providerOrderId)).toHaveLength(1);
    expect([...unanswered(t, providerOrderId), ...unanswered(other, providerOrderId)]).toEqual([]);
    const lease = await t.db.models.JobLease.findById('payment-reconciliation').lean();
    expect(lease?.leaseUntil).toEqual(minutesAfterOpening(14));
  });
});
