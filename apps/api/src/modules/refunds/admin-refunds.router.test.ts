import { endpoints } from '@gymfuel/contracts';
import nock from 'nock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { expectFailure, expectSuccess } from '../../test/contract.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import {
  KEY_ID,
  KEY_SECRET,
  RAZORPAY,
  RAZORPAY_ENV,
  useRecordedHttp,
  checkoutResult,
  fakeRazorpayPayment,
  fakeRazorpayOrder,
  sendSignedWebhook,
} from '../../test/razorpay.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Saturday 28 Nov 2026, 10:00 in India. */
const SATURDAY_10AM_IST = new Date('2026-11-28T04:30:00Z');
const at = (secondsLater: number) => new Date(SATURDAY_10AM_IST.getTime() + secondsLater * 1000);

let time = SATURDAY_10AM_IST;
let t: TestApp;
let asha: SignedInUser;
let staff: SignedInUser;
let items: CheckoutItem[];
let paymentNumber = 0;

useRecordedHttp();

beforeAll(async () => {
  t = await createTestApp({ clock: () => time, env: { ...RAZORPAY_ENV } });
  await seedDatabase(t.db.models);
  const [shake] = await firstSeededProducts(t.db.models);
  // 2 × ₹199 = ₹398.00 paid: 39,800 paise to give back.
  expect(shake.pricePaise).toBe(19_900);
  items = [{ product: shake, quantity: 2 }];
  asha = await signUpVerifiedUser(t.app, t.db.models, 'customer', { userName: 'Asha Kapoor' });
  staff = await signUpVerifiedUser(t.app, t.db.models, 'staff');
});
beforeEach(async () => {
  time = SATURDAY_10AM_IST;
  await t.db.models.Order.deleteMany({});
  await fillCart(t.app, asha, items);
});
afterAll(async () => {
  await t.close();
});

async function paidOrder(): Promise<{ orderId: string; paymentId: string }> {
  const providerOrder = fakeRazorpayOrder();
  expectSuccess(
    endpoints.createPaymentOrder,
    await callAs(t.app, asha, endpoints.createPaymentOrder, paymentOrderBody(asha, items)),
  );
  paymentNumber += 1;
  const paymentId = `pay_Console${String(paymentNumber).padStart(7, '0')}`;
  fakeRazorpayPayment(providerOrder.id, paymentId);
  const authorised = await callAs(
    t.app,
    asha,
    endpoints.authorisePayment,
    checkoutResult(providerOrder.id, paymentId),
  );
  return { orderId: expectSuccess(endpoints.authorisePayment, authorised).orderId, paymentId };
}

const razorpayRefund = (paid: { orderId: string; paymentId: string }, overrides: object = {}) => ({
  id: `rfnd_${paid.paymentId.slice(4)}`,
  entity: 'refund',
  amount: 39_800,
  currency: 'INR',
  payment_id: paid.paymentId,
  notes: { orderId: paid.orderId },
  receipt: `refund_${paid.orderId}`,
  status: 'pending',
  ...overrides,
});

const fakeRefundCall = (paymentId: string, status: number, body: object) =>
  nock(RAZORPAY)
    .post(`/v1/payments/${paymentId}/refund`)
    .basicAuth({ user: KEY_ID, pass: KEY_SECRET })
    .reply(status, body);

const fakeRefundList = (paymentId: string, refunds: object[]) =>
  nock(RAZORPAY)
    .get(`/v1/payments/${paymentId}/refunds`)
    .query(true)
    .basicAuth({ user: KEY_ID, pass: KEY_SECRET })
    .reply(200, { entity: 'collection', count: refunds.length, items: refunds });

const refused = {
  error: { code: 'BAD_REQUEST_ERROR', description: 'The payment is under dispute' },
};

/** A cancelled paid order whose refund Razorpay refused (4xx): failed after one attempt. */
async function failedRefund() {
  const paid = await paidOrder();
  fakeRefundCall(paid.paymentId, 400, refused);
  expectSuccess(
    endpoints.cancelOrder,
    await callAs(t.app, asha, endpoints.cancelOrder, { orderID: paid.orderId }),
  );
  await t.workers.refunds.tick();
  return paid;
}

const retry = (orderId: unknown, who = staff) =>
  callAs(t.app, who, endpoints.retryRefund, { orderId });
const list = async () =>
  expectSuccess(endpoints.listAdminRefunds, await callAs(t.app, staff, endpoints.listAdminRefunds))
    .data;
const retriedEntries = (orderId: string) =>
  t.db.models.Audit.find({ kind: 'refund.retried', subject: orderId }).lean();

describe('GET /admin/refunds', () => {
  it('lists pending and failed refunds, newest first, in rupees with their attempts', async () => {
    const failed = await failedRefund();
    time = at(60);
    await fillCart(t.app, asha, items);
    const waiting = await paidOrder();
    fakeRefundCall(waiting.paymentId, 502, { error: { description: 'Gateway down' } });
    expectSuccess(
      endpoints.cancelOrder,
      await callAs(t.app, asha, endpoints.cancelOrder, { orderID: waiting.orderId }),
    );
    await t.workers.refunds.tick();

    expect(await list()).toEqual([
      {
        orderId: waiting.orderId,
        userName: 'Asha Kapoor',
        amount: 398,
        status: 'pending',
        attempts: 1,
        lastError: 'Razorpay answered 502: Gateway down',
        // The first retry is 10 s after the failed call.
        nextAttemptAt: '2026-11-28T04:31:10.000Z',
        withProvider: false,
        retryable: true,
        createdAt: '2026-11-28T04:31:00.000Z',
        updatedAt: '2026-11-28T04:31:00.000Z',
      },
      {
        orderId: failed.orderId,
        userName: 'Asha Kapoor',
        amount: 398,
        status: 'failed',
        attempts: 1,
        withProvider: false,
        retryable: true,
        createdAt: '2026-11-28T04:30:00.000Z',
        updatedAt: '2026-11-28T04:30:00.000Z',
      },
    ]);
  });

  it('names the order a refunded second payment repeated', async () => {
    const failed = await failedRefund();
    // As refundSecondPayment records a cart paid twice: cancelled, refunded, naming the order.
    await t.db.models.Order.updateOne(
      { orderId: failed.orderId },
      { $set: { duplicateOf: 'aaaaaaaaaa01' } },
    );
    expect(await list()).toEqual([
      expect.objectContaining({ orderId: failed.orderId, duplicateOf: 'aaaaaaaaaa01' }),
    ]);
  });

  it('leaves processed refunds out', async () => {
    const paid = await paidOrder();
    fakeRefundCall(paid.paymentId, 200, razorpayRefund(paid, { status: 'processed' }));
    expectSuccess(
      endpoints.cancelOrder,
      await callAs(t.app, asha, endpoints.cancelOrder, { orderID: paid.orderId }),
    );
    await t.workers.refunds.tick();
    expect(await list()).toEqual([]);
  });

  it('reads along an index of status and creation time', async () => {
    const indexes = await t.db.models.Order.collection.listIndexes().toArray();
    expect(indexes.map((index) => index.key)).toContainEqual({
      'refund.status': 1,
      'refund.createdAt': -1,
    });
  });
});

describe('POST /admin/refunds/retry', () => {
  it('calls Razorpay again for a failed refund, and audits the retry', async () => {
    const paid = await failedRefund();
    time = at(300);
    const lookup = fakeRefundList(paid.paymentId, []);
    const call = fakeRefundCall(paid.paymentId, 200, razorpayRefund(paid));

    const { data } = expectSuccess(endpoints.retryRefund, await retry(paid.orderId));
    expect(lookup.isDone() && call.isDone()).toBe(true);
    expect(data).toEqual({
      orderId: paid.orderId,
      userName: 'Asha Kapoor',
      amount: 398,
      status: 'pending',
      attempts: 2,
      withProvider: true,
      retryable: false,
      createdAt: '2026-11-28T04:30:00.000Z',
      updatedAt: '2026-11-28T04:35:00.000Z',
    });
    const [entry, ...others] = await retriedEntries(paid.orderId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      at: at(300),
      actor: { email: staff.user.email, role: 'staff' },
      before: { status: 'failed', attempts: 1 },
      after: { status: 'pending', attempts: 2 },
    });
  });

  it('makes a new refund when Razorpay failed the earlier one (a failed refund is not adopted)', async () => {
    const paid = await paidOrder();
    fakeRefundCall(paid.paymentId, 200, razorpayRefund(paid));
    expectSuccess(
      endpoints.cancelOrder,
      await callAs(t.app, asha, endpoints.cancelOrder, { orderID: paid.orderId }),
    );
    await t.workers.refunds.tick();
    const failedEvent = {
      entity: 'event',
      event: 'refund.failed',
      contains: ['refund'],
      payload: { refund: { entity: razorpayRefund(paid, { status: 'failed' }) } },
      created_at: 1_764_304_300,
    };
    expectSuccess(endpoints.razorpayWebhook, await sendSignedWebhook(t.app, failedEvent, 'evt_f1'));
    // Failed by the provider: nothing is awaited from it any more.
    expect((await list())[0]).toMatchObject({
      status: 'failed',
      withProvider: false,
      retryable: true,
    });

    fakeRefundList(paid.paymentId, [razorpayRefund(paid, { status: 'failed' })]);
    const second = fakeRefundCall(
      paid.paymentId,
      200,
      razorpayRefund(paid, { id: 'rfnd_SecondTry0001', status: 'processed' }),
    );
    const { data } = expectSuccess(endpoints.retryRefund, await retry(paid.orderId));
    expect(second.isDone()).toBe(true);
    expect(data.status).toBe('processed');
    const stored = await t.db.models.Order.findOne({ orderId: paid.orderId }).lean();
    expect(stored?.refund?.providerRefundId).toBe('rfnd_SecondTry0001');
    expect(await list()).toEqual([]);
  });

  it('calls the provider once under a double click: the second press gets 409', async () => {
    const paid = await failedRefund();
    fakeRefundList(paid.paymentId, []);
    fakeRefundCall(paid.paymentId, 200, razorpayRefund(paid));

    const answers = await Promise.all([retry(paid.orderId), retry(paid.orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(loser?.body.message).toBe('This refund is being sent to the payment provider right now');
    expect(nock.pendingMocks()).toEqual([]);
    const stored = await t.db.models.Order.findOne({ orderId: paid.orderId }).lean();
    expect(stored?.refund).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await retriedEntries(paid.orderId)).toHaveLength(1);
  });

  it('is not overtaken by the worker once it has reopened a failed refund: one call, audited', async () => {
    const paid = await failedRefund();
    time = at(300);
    fakeRefundList(paid.paymentId, []);
    fakeRefundCall(paid.paymentId, 200, razorpayRefund(paid));
    // The worker's pass lands right after the retry reopened the refund (as it records the
    // order event for the live pages), before the retry has made its call.
    const events = t.db.models.OrderEvent;
    const create = events.create.bind(events);
    const recording = vi.spyOn(events, 'create').mockImplementationOnce((async (
      ...args: Parameters<typeof create>
    ) => {
      await t.workers.refunds.tick();
      return create(...args);
    }) as typeof create);
    try {
      const { data } = expectSuccess(endpoints.retryRefund, await retry(paid.orderId));
      expect(recording).toHaveBeenCalled();
      expect(data).toMatchObject({ status: 'pending', attempts: 2, withProvider: true });
    } finally {
      recording.mockRestore();
    }
    expect(nock.pendingMocks()).toEqual([]);
    const [entry, ...others] = await retriedEntries(paid.orderId);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      before: { status: 'failed', attempts: 1 },
      after: { status: 'pending', attempts: 2 },
    });
  });

  it('refuses a processed refund, and one Razorpay holds, with 409 and no audit entry', async () => {
    const paid = await paidOrder();
    fakeRefundCall(paid.paymentId, 200, razorpayRefund(paid));
    expectSuccess(
      endpoints.cancelOrder,
      await callAs(t.app, asha, endpoints.cancelOrder, { orderID: paid.orderId }),
    );
    await t.workers.refunds.tick();
    expect(expectFailure(await retry(paid.orderId), 409, 'CONFLICT').message).toBe(
      'The payment provider already has this refund: its answer is awaited',
    );

    const processedEvent = {
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund'],
      payload: { refund: { entity: razorpayRefund(paid, { status: 'processed' }) } },
      created_at: 1_764_304_300,
    };
    expectSuccess(
      endpoints.razorpayWebhook,
      await sendSignedWebhook(t.app, processedEvent, 'evt_p1'),
    );
    expect(expectFailure(await retry(paid.orderId), 409, 'CONFLICT').message).toBe(
      'This refund has already been processed',
    );
    expect(await retriedEntries(paid.orderId)).toEqual([]);
  });

  it('answers 404 for an order without a refund, and 400 naming a malformed order id', async () => {
    expect(expectFailure(await retry('0a1b2c3d4e5f'), 404, 'NOT_FOUND').message).toBe(
      'This order has no refund',
    );
    const envelope = expectFailure(await retry('nope'), 400, 'BAD_REQUEST');
    expect(envelope.details?.[0]?.path).toBe('orderId');
  });
});
