import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@gymfuel/contracts';
import nock from 'nock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { expectFailure, expectSuccess } from '../../test/contract.js';
import { readOutbox } from '../../test/outbox.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import {
  KEY_ID,
  KEY_SECRET,
  RAZORPAY,
  RAZORPAY_ENV,
  WEBHOOK_SECRET,
  useRecordedHttp,
  checkoutResult,
  fakeRazorpayPayment,
  fakeRazorpayOrder,
  hmac,
  sendSignedWebhook,
  sendWebhook,
} from '../../test/razorpay.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PAYMENT_MESSAGES } from '../payments/payments.service.js';
import { ORDER_CANCELLED } from '../orders/orders.service.js';

/** Saturday 28 Nov 2026, 10:00 in India: the shop is taking orders for today. */
const SATURDAY_10AM_IST = new Date('2026-11-28T04:30:00Z');
const at = (secondsLater: number) => new Date(SATURDAY_10AM_IST.getTime() + secondsLater * 1000);
const ERROR = 50;

let time = SATURDAY_10AM_IST;
let t: TestApp;
let outbox: string;
let asha: SignedInUser;
let items: CheckoutItem[];
let paymentNumber = 0;

useRecordedHttp();

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-razorpay-refunds-outbox-'));
  t = await createTestApp({
    clock: () => time,
    captureLogs: true,
    env: { ...RAZORPAY_ENV, MAIL_OUTBOX_DIR: outbox },
  });
  await seedDatabase(t.db.models);
  const [shake] = await firstSeededProducts(t.db.models);
  // 2 × ₹199 = ₹398.00 paid: 39,800 paise to give back.
  expect(shake.pricePaise).toBe(19_900);
  items = [{ product: shake, quantity: 2 }];
  asha = await signUpVerifiedUser(t.app, t.db.models, 'customer', { userName: 'Asha Kapoor' });
});
beforeEach(async () => {
  time = SATURDAY_10AM_IST;
  await fillCart(t.app, asha, items);
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

/** An order paid through (nocked) Razorpay, with a payment id of its own. */
async function paidOrder(): Promise<{ orderId: string; paymentId: string }> {
  const providerOrder = fakeRazorpayOrder();
  expectSuccess(
    endpoints.createPaymentOrder,
    await callAs(t.app, asha, endpoints.createPaymentOrder, paymentOrderBody(asha, items)),
  );
  paymentNumber += 1;
  const paymentId = `pay_Refund${String(paymentNumber).padStart(8, '0')}`;
  fakeRazorpayPayment(providerOrder.id, paymentId);
  const authorised = await callAs(
    t.app,
    asha,
    endpoints.authorisePayment,
    checkoutResult(providerOrder.id, paymentId),
  );
  const { orderId } = expectSuccess(endpoints.authorisePayment, authorised);
  return { orderId, paymentId };
}

const cancel = (orderId: string) =>
  callAs(t.app, asha, endpoints.cancelOrder, { orderID: orderId });
const orderOf = async (orderId: string) =>
  expectSuccess(endpoints.getOrder, await callAs(t.app, asha, endpoints.getOrder, { orderId }))
    .data;
const storedRefund = async (orderId: string) =>
  (await t.db.models.Order.findOne({ orderId }).lean())?.refund;

/** Razorpay's refund entity for one of our orders. */
const razorpayRefund = (
  { orderId, paymentId }: { orderId: string; paymentId: string },
  overrides: object = {},
) => ({
  id: `rfnd_${paymentId.slice(4)}`,
  entity: 'refund',
  amount: 39_800,
  currency: 'INR',
  payment_id: paymentId,
  notes: { orderId },
  receipt: `refund_${orderId}`,
  status: 'pending',
  speed_requested: 'normal',
  ...overrides,
});

/** Fakes one call to Razorpay's refund API for the payment, recording what was sent. */
function fakeRefundCall(
  paymentId: string,
  status: number,
  body: object,
): { sent: () => unknown; scope: nock.Scope } {
  let sent: unknown;
  const scope = nock(RAZORPAY)
    .post(`/v1/payments/${paymentId}/refund`, (request) => {
      sent = request;
      return true;
    })
    .basicAuth({ user: KEY_ID, pass: KEY_SECRET })
    .reply(status, body);
  return { sent: () => sent, scope };
}

/** Fakes one look-up of the payment's refunds. */
const fakeRefundList = (paymentId: string, refunds: object[]) =>
  nock(RAZORPAY)
    .get(`/v1/payments/${paymentId}/refunds`)
    .query(true)
    .basicAuth({ user: KEY_ID, pass: KEY_SECRET })
    .reply(200, { entity: 'collection', count: refunds.length, items: refunds });

const razorpayError = (code: string, description: string) => ({
  error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
});

function refundEvent(event: 'refund.processed' | 'refund.failed', refund: Record<string, unknown>) {
  return {
    entity: 'event',
    account_id: 'acc_Test',
    event,
    contains: ['refund', 'payment'],
    payload: {
      refund: {
        entity: { ...refund, status: event === 'refund.processed' ? 'processed' : 'failed' },
      },
    },
    created_at: 1_764_304_300,
  };
}

const logsSaying = (msg: string) => t.logs.filter((line) => line.msg === msg);

/** The refund e-mails about one order, once `count` have left (mail is sent in the background). */
const refundMails = (orderId: string, count: number) =>
  vi.waitFor(
    async () => {
      const mails = (await readOutbox(outbox)).filter(
        (mail) => mail.subject.startsWith('Your refund') && mail.subject.includes(orderId),
      );
      expect(mails).toHaveLength(count);
      return mails;
    },
    { timeout: 10_000 },
  );

describe('refunds in razorpay mode', () => {
  it('refunds the amount paid through the refund API, and settles it on refund.processed', async () => {
    const paid = await paidOrder();
    const call = fakeRefundCall(paid.paymentId, 200, razorpayRefund(paid));

    expect(expectSuccess(endpoints.cancelOrder, await cancel(paid.orderId)).message).toBe(
      ORDER_CANCELLED,
    );
    await t.workers.refunds.tick();
    expect(call.sent()).toEqual({
      amount: 39_800,
      speed: 'normal',
      receipt: `refund_${paid.orderId}`,
      notes: { orderId: paid.orderId },
    });
    expect(await storedRefund(paid.orderId)).toMatchObject({
      status: 'pending',
      providerRefundId: `rfnd_${paid.paymentId.slice(4)}`,
      attempts: 1,
    });
    expect((await storedRefund(paid.orderId))?.dueAt).toBeUndefined();
    expect((await orderOf(paid.orderId)).refund).toEqual({
      id: `refund_${paid.orderId}`,
      amount: 398,
      status: 'pending',
      createdAt: '2026-11-28T04:30:00.000Z',
      updatedAt: '2026-11-28T04:30:00.000Z',
    });

    time = at(3600);
    const processed = refundEvent('refund.processed', razorpayRefund(paid));
    expectSuccess(
      endpoints.razorpayWebhook,
      await sendSignedWebhook(t.app, processed, 'evt_refund_ok'),
    );
    expect((await orderOf(paid.orderId)).refund).toMatchObject({
      status: 'processed',
      updatedAt: '2026-11-28T05:30:00.000Z',
    });

    const [initiated, done] = await refundMails(paid.orderId, 2);
    expect(initiated?.text).toContain('Refund of ₹398.00 initiated');
    expect(done?.subject).toBe(`Your refund for GymFuel order ${paid.orderId} has been processed`);
    expect(done?.text).toContain('Refund of ₹398.00 processed');
  });

  it('keeps the cancellation when Razorpay answers 5xx, and refunds once on a retry with backoff', async () => {
    const paid = await paidOrder();
    fakeRefundCall(
      paid.paymentId,
      502,
      razorpayError('SERVER_ERROR', 'We are facing some trouble'),
    );

    expect(expectSuccess(endpoints.cancelOrder, await cancel(paid.orderId)).message).toBe(
      ORDER_CANCELLED,
    );
    await t.workers.refunds.tick();
    const order = await orderOf(paid.orderId);
    expect(order.status).toBe('Cancelled');
    expect(order.refund?.status).toBe('pending');
    expect(await storedRefund(paid.orderId)).toMatchObject({
      attempts: 1,
      dueAt: at(10),
      lastError: 'Razorpay answered 502: We are facing some trouble',
    });
    expect(
      logsSaying('the refund call failed; it stays pending and is retried').map((line) => ({
        level: line.level,
        orderId: line.orderId,
      })),
    ).toContainEqual({ level: ERROR, orderId: paid.orderId });

    // Not due yet: nothing is sent (an unexpected call would fail on nock and count an attempt).
    time = at(9.999);
    await t.workers.refunds.tick();
    expect((await storedRefund(paid.orderId))?.attempts).toBe(1);

    // Due: the retry first looks for a refund the failed call may have made, then makes it.
    time = at(10);
    const lookup = fakeRefundList(paid.paymentId, []);
    const retry = fakeRefundCall(paid.paymentId, 200, razorpayRefund(paid));
    await t.workers.refunds.tick();
    expect(lookup.isDone()).toBe(true);
    expect(retry.scope.isDone()).toBe(true);
    expect(retry.sent()).toMatchObject({ amount: 39_800, receipt: `refund_${paid.orderId}` });
    expect(await storedRefund(paid.orderId)).toMatchObject({
      status: 'pending',
      attempts: 2,
      providerRefundId: `rfnd_${paid.paymentId.slice(4)}`,
    });
    expect((await storedRefund(paid.orderId))?.lastError).toBeUndefined();

    // Nothing is due any more: Razorpay's webhook says the rest.
    time = at(3600);
    await t.workers.refunds.tick();
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('backs off exponentially while Razorpay keeps failing', async () => {
    const paid = await paidOrder();
    fakeRefundCall(paid.paymentId, 503, razorpayError('SERVER_ERROR', 'down'));
    expectSuccess(endpoints.cancelOrder, await cancel(paid.orderId));
    await t.workers.refunds.tick();
    // 10 s after the first failure, then 20 s after the second, then 40 s after the third.
    const retries = [
      { at: 10, next: 30 },
      { at: 30, next: 70 },
    ];
    for (const retry of retries) {
      time = at(retry.at);
      fakeRefundList(paid.paymentId, []);
      fakeRefundCall(paid.paymentId, 500, razorpayError('SERVER_ERROR', 'down'));
      await t.workers.refunds.tick();
      expect((await storedRefund(paid.orderId))?.dueAt).toEqual(at(retry.next));
    }
    expect((await storedRefund(paid.orderId))?.attempts).toBe(3);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('never refunds twice when an answer was lost: the retry finds the refund Razorpay made', async () => {
    const paid = await paidOrder();
    nock(RAZORPAY).post(`/v1/payments/${paid.paymentId}/refund`).replyWithError('socket hang up');
    expectSuccess(endpoints.cancelOrder, await cancel(paid.orderId));
    await t.workers.refunds.tick();
    expect(await storedRefund(paid.orderId)).toMatchObject({ status: 'pending', attempts: 1 });

    // Razorpay had made it meanwhile (and processed it): it is found by our id, not made again.
    time = at(10);
    const lookup = fakeRefundList(paid.paymentId, [
      razorpayRefund(paid, { id: 'rfnd_Elsewhere0001', receipt: null }),
      razorpayRefund(paid, { status: 'processed' }),
    ]);
    await t.workers.refunds.tick();
    expect(lookup.isDone()).toBe(true);
    expect(await storedRefund(paid.orderId)).toMatchObject({
      status: 'processed',
      providerRefundId: `rfnd_${paid.paymentId.slice(4)}`,
    });
  });

  it('marks the refund failed on a 4xx, tells the operators and the shopper, and stops', async () => {
    const paid = await paidOrder();
    fakeRefundCall(
      paid.paymentId,
      400,
      razorpayError(
        'BAD_REQUEST_ERROR',
        'The refund amount provided is greater than amount captured',
      ),
    );
    expectSuccess(endpoints.cancelOrder, await cancel(paid.orderId));
    await t.workers.refunds.tick();

    const order = await orderOf(paid.orderId);
    expect(order.status).toBe('Cancelled');
    expect(order.refund).toMatchObject({ amount: 398, status: 'failed' });
    expect(
      logsSaying('a refund failed: the shopper must be paid back by hand').map((line) => ({
        level: line.level,
        orderId: line.orderId,
        reason: line.reason,
      })),
    ).toEqual([
      {
        level: ERROR,
        orderId: paid.orderId,
        reason: 'Razorpay answered 400: The refund amount provided is greater than amount captured',
      },
    ]);
    const [, failed] = await refundMails(paid.orderId, 2);
    expect(failed?.subject).toBe(
      `Your refund for GymFuel order ${paid.orderId} could not be completed`,
    );
    expect(failed?.text).toContain('Refund of ₹398.00 failed — we will contact you');

    time = at(24 * 3600);
    await t.workers.refunds.tick();
    expect(nock.pendingMocks()).toEqual([]);
    expect((await storedRefund(paid.orderId))?.attempts).toBe(1);
  });
});

describe('refund webhooks', () => {
  /** A cancelled order whose refund Razorpay has accepted (pending). */
  async function refundedOrder() {
    const paid = await paidOrder();
    fakeRefundCall(paid.paymentId, 200, razorpayRefund(paid));
    expectSuccess(endpoints.cancelOrder, await cancel(paid.orderId));
    await t.workers.refunds.tick();
    return paid;
  }

  it('settles refund.failed, and ignores a replay or a late refund.processed', async () => {
    const paid = await refundedOrder();
    const failed = refundEvent('refund.failed', razorpayRefund(paid));
    expectSuccess(endpoints.razorpayWebhook, await sendSignedWebhook(t.app, failed, 'evt_rf_1'));
    expect((await orderOf(paid.orderId)).refund?.status).toBe('failed');

    // The same delivery again, and a late verdict under another event id: nothing moves.
    expectSuccess(endpoints.razorpayWebhook, await sendSignedWebhook(t.app, failed, 'evt_rf_1'));
    const late = refundEvent('refund.processed', razorpayRefund(paid));
    expectSuccess(endpoints.razorpayWebhook, await sendSignedWebhook(t.app, late, 'evt_rf_2'));
    expect((await orderOf(paid.orderId)).refund?.status).toBe('failed');
    expect(await t.db.models.WebhookEvent.countDocuments({ eventId: 'evt_rf_1' })).toBe(1);
    expect(logsSaying('webhook for a refund already settled')).toContainEqual(
      expect.objectContaining({ eventId: 'evt_rf_2', outcome: 'unchanged' }),
    );
    await refundMails(paid.orderId, 2);
  });

  it('never takes a processed refund back to pending or failed', async () => {
    const paid = await refundedOrder();
    const processed = refundEvent('refund.processed', razorpayRefund(paid));
    await Promise.all([
      sendSignedWebhook(t.app, processed, 'evt_rp_1'),
      sendSignedWebhook(t.app, processed, 'evt_rp_1'),
    ]);
    const failed = refundEvent('refund.failed', razorpayRefund(paid));
    expectSuccess(endpoints.razorpayWebhook, await sendSignedWebhook(t.app, failed, 'evt_rp_2'));
    expect((await orderOf(paid.orderId)).refund?.status).toBe('processed');
    // Initiated and processed, each once.
    await refundMails(paid.orderId, 2);
  });

  it('settles a refund whose webhook comes before the refund call has answered', async () => {
    const paid = await paidOrder();
    nock(RAZORPAY)
      .post(`/v1/payments/${paid.paymentId}/refund`)
      .delay(300)
      .reply(200, razorpayRefund(paid));
    expectSuccess(endpoints.cancelOrder, await cancel(paid.orderId));

    // Razorpay's webhook overtakes its answer: our id (the receipt) names the order.
    const processed = refundEvent('refund.processed', razorpayRefund(paid));
    expectSuccess(endpoints.razorpayWebhook, await sendSignedWebhook(t.app, processed, 'evt_x'));
    expect((await orderOf(paid.orderId)).refund?.status).toBe('processed');

    await t.workers.refunds.tick();
    expect(await storedRefund(paid.orderId)).toMatchObject({
      status: 'processed',
      providerRefundId: `rfnd_${paid.paymentId.slice(4)}`,
    });
  });

  it('refuses a refund event with a bad or missing signature, changing nothing', async () => {
    const paid = await refundedOrder();
    const raw = JSON.stringify(refundEvent('refund.processed', razorpayRefund(paid)));
    for (const response of [
      await sendWebhook(t.app, raw, 'f'.repeat(64), 'evt_bad_1'),
      await sendWebhook(t.app, raw, null, 'evt_bad_2'),
      await sendWebhook(t.app, raw, hmac(KEY_SECRET, raw), 'evt_bad_3'),
    ]) {
      expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
        PAYMENT_MESSAGES.badWebhookSignature,
      );
    }
    expect((await orderOf(paid.orderId)).refund?.status).toBe('pending');
    expect(await t.db.models.WebhookEvent.countDocuments({ eventId: /^evt_bad_/ })).toBe(0);

    // The same bytes signed with the webhook secret are accepted.
    expectSuccess(
      endpoints.razorpayWebhook,
      await sendWebhook(t.app, raw, hmac(WEBHOOK_SECRET, raw), 'evt_good'),
    );
    expect((await orderOf(paid.orderId)).refund?.status).toBe('processed');
  });

  it('acknowledges and logs a refund that is not ours', async () => {
    const foreign = refundEvent('refund.processed', {
      id: 'rfnd_Dashboard0001',
      payment_id: 'pay_Elsewhere00001',
      receipt: null,
    });
    expectSuccess(endpoints.razorpayWebhook, await sendSignedWebhook(t.app, foreign, 'evt_far'));
    expect(logsSaying('webhook for an unknown refund ignored')).toContainEqual(
      expect.objectContaining({ eventId: 'evt_far', level: 40 }),
    );
  });
});
