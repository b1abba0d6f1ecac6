import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import nock from 'nock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, type SignedInUser } from '../../test/accounts.js';
import { expectSuccess } from '../../test/contract.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import {
  KEY_ID,
  KEY_SECRET,
  RAZORPAY,
  RAZORPAY_ENV,
  checkoutResult,
  fakeRazorpayCapture,
  fakeRazorpayPayment,
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

/**
 * The shopper's browser confirms the checkout's first payment (pay_Test0000000001, captured);
 * answers the order placed on it.
 */
async function confirmedInBrowser(providerOrderId: string): Promise<string> {
  fakeRazorpayPayment(providerOrderId);
  const response = await callAs(
    t.app,
    asha,
    endpoints.authorisePayment,
    checkoutResult(providerOrderId),
  );
  return expectSuccess(endpoints.authorisePayment, response).orderId;
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
    // Looked at again for a payment made twice, after a wait as long as its age.
    expect(pending?.reconcileAfter).toEqual(minutesAfterOpening(22));
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
    // The next look finds the same payment, and the same order.
    razorpayPayments(providerOrderId, [{ id: 'pay_Captured000001', status: 'captured' }]);
    now = minutesAfterOpening(22);
    await t.workers.reconciliation.tick();
    expect(await ordersFor(providerOrderId)).toEqual([order]);
    expect(unanswered(t, providerOrderId)).toEqual([]);
  });

  it('captures an authorised payment before placing its order', async () => {
    const providerOrderId = await abandonedCheckout();
    razorpayPayments(providerOrderId, [{ id: 'pay_Authorized0001', status: 'authorized' }]);
    // 3 shakes at ₹199 = ₹597.00, the order's amount, in paise.
    const capture = fakeRazorpayCapture('pay_Authorized0001', 59_700);
    now = minutesAfterOpening(12);
    await t.workers.reconciliation.tick();
    expect(capture.isDone()).toBe(true);
    expect((await ordersFor(providerOrderId)).map(({ paymentId }) => paymentId)).toEqual([
      'pay_Authorized0001',
    ]);
  });

  it('places no order on an authorised payment Razorpay refuses to capture, and asks again', async () => {
    const providerOrderId = await abandonedCheckout();
    razorpayPayments(providerOrderId, [{ id: 'pay_Authorized0002', status: 'authorized' }]);
    nock(RAZORPAY)
      .post('/v1/payments/pay_Authorized0002/capture')
      .reply(400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been refunded' },
      });
    now = minutesAfterOpening(12);
    await t.workers.reconciliation.tick();
    expect(await t.db.models.Order.countDocuments()).toBe(0);
    const pending = await t.db.models.PendingPayment.findOne({ providerOrderId }).lean();
    expect(pending?.reconcileAfter).toEqual(minutesAfterOpening(12));
  });

  it('refunds a second captured payment of a placed checkout whose webhook never came', async () => {
    const providerOrderId = await abandonedCheckout();
    // The shopper's browser confirmed the first payment; the second one was never reported.
    const orderId = await confirmedInBrowser(providerOrderId);
    razorpayPayments(providerOrderId, [
      { id: 'pay_Test0000000001', status: 'captured' },
      { id: 'pay_Twice000000001', status: 'captured' },
    ]);
    const refund = nock(RAZORPAY)
      .post('/v1/payments/pay_Twice000000001/refund', (body) => body.amount === 59_700)
      .basicAuth({ user: KEY_ID, pass: KEY_SECRET })
      .reply(200, (_uri, body) => ({
        id: 'rfnd_Twice00000001',
        entity: 'refund',
        amount: 59_700,
        currency: 'INR',
        payment_id: 'pay_Twice000000001',
        receipt: (body as { receipt: string }).receipt,
        status: 'pending',
      }));
    now = minutesAfterOpening(11);
    await t.workers.reconciliation.tick();

    const { Order } = t.db.models;
    expect(await Order.findOne({ orderId }).lean()).toMatchObject({
      paymentId: 'pay_Test0000000001',
      status: 'Processing',
    });
    // Recorded as the webhook would have: a cancelled record owing ₹597.00 back, once.
    expect(await Order.find({ paymentId: 'pay_Twice000000001' }).lean()).toEqual([
      expect.objectContaining({
        status: 'Cancelled',
        duplicateOf: orderId,
        refund: expect.objectContaining({ amountPaise: 59_700 }),
      }),
    ]);
    await vi.waitFor(() => expect(refund.isDone()).toBe(true), { timeout: 10_000 });
    // Still looked at until the checkout is a day old: the next look is 22 minutes after it opened.
    const pending = await t.db.models.PendingPayment.findOne({ providerOrderId }).lean();
    expect(pending?.reconcileAfter).toEqual(minutesAfterOpening(22));
  });

  it('leaves a second payment that is only authorised for Razorpay to give back, and logs it', async () => {
    const providerOrderId = await abandonedCheckout();
    const orderId = await confirmedInBrowser(providerOrderId);
    razorpayPayments(providerOrderId, [
      { id: 'pay_Test0000000001', status: 'captured' },
      { id: 'pay_OnlyAuth000001', status: 'authorized' },
    ]);
    // No capture or refund interceptor: Razorpay refunds no uncaptured payment, and it is not ours.
    now = minutesAfterOpening(11);
    await t.workers.reconciliation.tick();

    expect(await t.db.models.Order.find({}, { orderId: 1, _id: 0 }).lean()).toEqual([{ orderId }]);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        msg: 'a second payment was only authorised: Razorpay gives it back by itself',
        providerOrderId,
        paymentId: 'pay_OnlyAuth000001',
        duplicateOf: orderId,
      }),
    );
    expect(unanswered(t, providerOrderId)).toEqual([]);
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

  it('asks Razorpay about no checkout once its process is stopping: they stay due for the next run', async () => {
    const providerOrderId = await abandonedCheckout();
    now = minutesAfterOpening(11);
    const stopping = await createTestApp({
      clock: () => now,
      captureLogs: true,
      env: { ...RAZORPAY_ENV, MAIL_OUTBOX_DIR: outbox },
      db: t.db,
    });
    await stopping.close();
    // A pass still running as SIGTERM came (no interceptor: asking Razorpay would be logged).
    await stopping.workers.reconciliation.tick();
    expect(unanswered(stopping, providerOrderId)).toEqual([]);
    const pending = await t.db.models.PendingPayment.findOne({ providerOrderId }).lean();
    expect(pending?.reconcileAfter).toEqual(minutesAfterOpening(10));
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
