import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@gymfuel/contracts';
import nock from 'nock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, type SignedInUser } from '../../test/accounts.js';
import { expectFailure, expectSuccess } from '../../test/contract.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import {
  KEY_ID,
  KEY_SECRET,
  RAZORPAY,
  RAZORPAY_ENV,
  WEBHOOK_SECRET,
  useRecordedHttp,
  checkoutResult,
  fakeRazorpayCapture,
  fakeRazorpayPayment,
  fakeRazorpayOrder,
  hmac,
  sendSignedWebhook,
  sendWebhook as sendWebhookTo,
} from '../../test/razorpay.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PAYMENT_MESSAGES } from './payments.service.js';

/** Saturday 28 Nov 2026, 10:00 in India: the earliest slot still open is 11:00–11:30. */
const SATURDAY_10AM_IST = new Date('2026-11-28T04:30:00Z');

let t: TestApp;
let outbox: string;
let asha: SignedInUser;
let items: CheckoutItem[];

useRecordedHttp();

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-razorpay-outbox-'));
  t = await createTestApp({
    clock: () => SATURDAY_10AM_IST,
    captureLogs: true,
    // More checkouts for one shopper than the per-user limit lets through in a few minutes.
    env: { ...RAZORPAY_ENV, MAIL_OUTBOX_DIR: outbox, PAYMENT_ORDER_RATE_LIMIT_PER_USER: '100' },
  });
  await seedDatabase(t.db.models);
  const [shake] = await firstSeededProducts(t.db.models);
  items = [{ product: shake, quantity: 3 }];
  asha = await signUpUser(t.app, { userName: 'Asha Kapoor' });
});
beforeEach(async () => {
  const { Order, PendingPayment, WebhookEvent } = t.db.models;
  await Promise.all([
    Order.deleteMany({}),
    PendingPayment.deleteMany({}),
    WebhookEvent.deleteMany({}),
  ]);
  await fillCart(t.app, asha, items);
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

async function createPaymentOrder() {
  const fake = fakeRazorpayOrder();
  const response = await callAs(
    t.app,
    asha,
    endpoints.createPaymentOrder,
    paymentOrderBody(asha, items),
  );
  return { paymentOrder: expectSuccess(endpoints.createPaymentOrder, response), sent: fake.sent() };
}

/** Asha's browser confirming the checkout, as Checkout.js hands it back after paying. */
const confirmPayment = (providerOrderId: string) =>
  callAs(t.app, asha, endpoints.authorisePayment, checkoutResult(providerOrderId));

function paidEvent(
  event: 'order.paid' | 'payment.captured',
  providerOrderId: string,
  paymentId = 'pay_Test0000000001',
  status = 'captured',
) {
  const payment = {
    entity: {
      id: paymentId,
      entity: 'payment',
      amount: 1,
      currency: 'INR',
      status,
      order_id: providerOrderId,
    },
  };
  const order = { entity: { id: providerOrderId, entity: 'order', status: 'paid' } };
  return {
    entity: 'event',
    account_id: 'acc_Test',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: event === 'order.paid' ? { payment, order } : { payment },
    created_at: 1_763_800_000,
  };
}

const sendWebhook = (raw: string, signature: string | null, eventId?: string) =>
  sendWebhookTo(t.app, raw, signature, eventId);
const signedWebhook = (body: object, eventId?: string) => sendSignedWebhook(t.app, body, eventId);

describe('POST /paymentorder (razorpay mode)', () => {
  it('creates the Razorpay order in integer paise, INR, with a receipt, and hands out the key id', async () => {
    const { paymentOrder, sent } = await createPaymentOrder();
    const amount = items[0]!.product.pricePaise * 3;
    expect(paymentOrder).toEqual({
      id: expect.stringMatching(/^order_Test/),
      amount,
      currency: 'INR',
      provider: 'razorpay',
      keyId: KEY_ID,
      slot: { date: '2026-11-28', start: '11:00', end: '11:30' },
    });
    expect(sent).toEqual({
      amount,
      currency: 'INR',
      receipt: expect.stringMatching(/^gymfuel_[0-9a-f]{16}$/),
      notes: { userId: asha.user._id },
    });
    expect(
      await t.db.models.PendingPayment.countDocuments({ providerOrderId: paymentOrder.id }),
    ).toBe(1);
  });

  it('answers 503 and stores nothing when Razorpay refuses or fails', async () => {
    nock(RAZORPAY)
      .post('/v1/orders')
      .reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    const envelope = expectFailure(
      await callAs(t.app, asha, endpoints.createPaymentOrder, paymentOrderBody(asha, items)),
      503,
      'NOT_CONFIGURED',
    );
    expect(envelope.message).toBe(PAYMENT_MESSAGES.providerUnavailable);
    expect(await t.db.models.PendingPayment.countDocuments()).toBe(0);
  });

  it('opens one Razorpay order for a double-clicked Pay Now, and reuses it while unpaid', async () => {
    const fake = fakeRazorpayOrder();
    const clicks = await Promise.all(
      Array.from({ length: 2 }, () =>
        callAs(t.app, asha, endpoints.createPaymentOrder, paymentOrderBody(asha, items)),
      ),
    );
    const later = await callAs(
      t.app,
      asha,
      endpoints.createPaymentOrder,
      paymentOrderBody(asha, items),
    );
    for (const response of [...clicks, later]) {
      expect(expectSuccess(endpoints.createPaymentOrder, response).id).toBe(fake.id);
    }
    expect(nock.isDone()).toBe(true);
  });

  it('never calls Razorpay for a tampered amount', async () => {
    fakeRazorpayOrder();
    const body = paymentOrderBody(asha, items);
    expectFailure(
      await callAs(t.app, asha, endpoints.createPaymentOrder, { ...body, amount: 1 }),
      400,
      'BAD_REQUEST',
    );
    expect(nock.isDone()).toBe(false);
  });
});

describe('POST /authpayment (razorpay mode)', () => {
  it('accepts the signature made with the key secret and creates the order', async () => {
    const { paymentOrder } = await createPaymentOrder();
    fakeRazorpayPayment(paymentOrder.id);
    const response = await confirmPayment(paymentOrder.id);
    const { orderId } = expectSuccess(endpoints.authorisePayment, response);
    expect(await t.db.models.Order.findOne({ orderId }).lean()).toMatchObject({
      providerOrderId: paymentOrder.id,
      paymentId: 'pay_Test0000000001',
      status: 'Processing',
    });
  });

  it('refuses a signature made with the webhook secret or the simulated formula, creating no order', async () => {
    const { paymentOrder } = await createPaymentOrder();
    const result = checkoutResult(paymentOrder.id);
    for (const signature of [
      hmac(WEBHOOK_SECRET, `${paymentOrder.id}|${result.razorpay_payment_id}`),
      hmac(KEY_SECRET, `${result.razorpay_payment_id}|${paymentOrder.id}`),
    ]) {
      const attempt = { ...result, razorpay_signature: signature };
      expectFailure(
        await callAs(t.app, asha, endpoints.authorisePayment, attempt),
        400,
        'BAD_REQUEST',
      );
    }
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });

  it('captures a payment Razorpay reports only authorised, for the checkout amount, before placing', async () => {
    const { paymentOrder } = await createPaymentOrder();
    fakeRazorpayPayment(paymentOrder.id, 'pay_Test0000000001', 'authorized');
    // 3 shakes at ₹199 = ₹597.00, in paise.
    const capture = fakeRazorpayCapture('pay_Test0000000001', 59_700);
    const response = await confirmPayment(paymentOrder.id);
    const { orderId } = expectSuccess(endpoints.authorisePayment, response);
    expect(capture.isDone()).toBe(true);
    expect(await t.db.models.Order.findOne({ orderId }).lean()).toMatchObject({
      paymentId: 'pay_Test0000000001',
      status: 'Processing',
      totals: { totalPaise: 59_700 },
    });
  });

  it('places no order when Razorpay will not capture an authorised payment', async () => {
    const { paymentOrder } = await createPaymentOrder();
    fakeRazorpayPayment(paymentOrder.id, 'pay_Test0000000001', 'authorized');
    nock(RAZORPAY)
      .post('/v1/payments/pay_Test0000000001/capture')
      .reply(400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Capture amount must be equal' },
      });
    const response = await confirmPayment(paymentOrder.id);
    expect(expectFailure(response, 503, 'NOT_CONFIGURED').message).toBe(
      PAYMENT_MESSAGES.providerUnavailable,
    );
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });

  /**
   * Razorpay turns the capture down ('already captured': automatic capture took it first), then
   * reports the payment captured for `amountPaise`.
   */
  function captureTakenFirst(providerOrderId: string, amountPaise: number) {
    nock(RAZORPAY)
      .post('/v1/payments/pay_Test0000000001/capture')
      .reply(400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'This payment has already been captured',
        },
      });
    return nock(RAZORPAY).get('/v1/payments/pay_Test0000000001').reply(200, {
      id: 'pay_Test0000000001',
      entity: 'payment',
      amount: amountPaise,
      status: 'captured',
      order_id: providerOrderId,
    });
  }

  it('places the order when automatic capture took the payment between the look and the capture', async () => {
    const { paymentOrder } = await createPaymentOrder();
    fakeRazorpayPayment(paymentOrder.id, 'pay_Test0000000001', 'authorized');
    // Captured for the checkout's ₹597.00.
    const lookAgain = captureTakenFirst(paymentOrder.id, 59_700);
    const response = await confirmPayment(paymentOrder.id);
    const { orderId } = expectSuccess(endpoints.authorisePayment, response);
    expect(lookAgain.isDone()).toBe(true);
    expect(await t.db.models.Order.findOne({ orderId }).lean()).toMatchObject({
      paymentId: 'pay_Test0000000001',
      totals: { totalPaise: 59_700 },
    });
  });

  it('places no order when the refused capture left the payment captured for another amount', async () => {
    const { paymentOrder } = await createPaymentOrder();
    fakeRazorpayPayment(paymentOrder.id, 'pay_Test0000000001', 'authorized');
    captureTakenFirst(paymentOrder.id, 100);
    const response = await confirmPayment(paymentOrder.id);
    expectFailure(response, 503, 'NOT_CONFIGURED');
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });

  it.each(['failed', 'created', 'refunded'])(
    'refuses a payment Razorpay reports %s with 409, placing no order and capturing nothing',
    async (status) => {
      const { paymentOrder } = await createPaymentOrder();
      fakeRazorpayPayment(paymentOrder.id, 'pay_Test0000000001', status);
      const response = await confirmPayment(paymentOrder.id);
      expect(expectFailure(response, 409, 'CONFLICT').message).toBe(PAYMENT_MESSAGES.notPaid);
      expect(await t.db.models.Order.countDocuments()).toBe(0);
      // The checkout is still open: Pay Now again reuses its provider order.
      const pending = await t.db.models.PendingPayment.findOne({
        providerOrderId: paymentOrder.id,
      }).lean();
      expect(pending?.checkoutKey).toEqual(expect.any(String));
    },
  );

  it('answers 503 and places no order when Razorpay cannot say what became of the payment', async () => {
    const { paymentOrder } = await createPaymentOrder();
    nock(RAZORPAY).get('/v1/payments/pay_Test0000000001').reply(502, {});
    const response = await confirmPayment(paymentOrder.id);
    expectFailure(response, 503, 'NOT_CONFIGURED');
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });
});

describe('POST /payments/simulate (razorpay mode)', () => {
  it('does not exist', async () => {
    const { paymentOrder } = await createPaymentOrder();
    const response = await callAs(t.app, asha, endpoints.simulatePayment, {
      order_id: paymentOrder.id,
      outcome: 'success',
    });
    expect(expectFailure(response, 404, 'NOT_FOUND').message).toBe(PAYMENT_MESSAGES.simulatedOnly);
  });
});

describe('POST /payments/razorpay/webhook', () => {
  it('captures a payment the event reports only authorised before placing its order', async () => {
    const { paymentOrder } = await createPaymentOrder();
    const capture = fakeRazorpayCapture('pay_Test0000000001', 59_700);
    const event = paidEvent('order.paid', paymentOrder.id, 'pay_Test0000000001', 'authorized');
    expectSuccess(endpoints.razorpayWebhook, await signedWebhook(event, 'evt_authorized'));
    expect(capture.isDone()).toBe(true);
    expect(await t.db.models.Order.countDocuments({ providerOrderId: paymentOrder.id })).toBe(1);
  });

  it('acknowledges, and places no order on, a payment the event reports failed', async () => {
    const { paymentOrder } = await createPaymentOrder();
    const event = paidEvent('payment.captured', paymentOrder.id, 'pay_Test0000000001', 'failed');
    expectSuccess(endpoints.razorpayWebhook, await signedWebhook(event, 'evt_payment_failed'));
    expect(await t.db.models.Order.countDocuments()).toBe(0);
    expect(t.logs).toContainEqual(
      expect.objectContaining({
        msg: 'webhook for a payment that holds no money ignored: no order placed',
      }),
    );
  });

  it.each(['order.paid', 'payment.captured'] as const)(
    'creates the paid order on %s, so a closed browser loses nothing',
    async (event) => {
      const { paymentOrder } = await createPaymentOrder();
      expectSuccess(
        endpoints.razorpayWebhook,
        await signedWebhook(paidEvent(event, paymentOrder.id), `evt_${event}`),
      );
      const orders = await t.db.models.Order.find({ providerOrderId: paymentOrder.id }).lean();
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        status: 'Processing',
        paymentMethod: 'credit-card',
        totals: { totalPaise: paymentOrder.amount },
      });
      expect(orders[0]?.userId.toHexString()).toBe(asha.user._id);

      // The browser comes back afterwards: /authpayment answers the same order.
      const response = await confirmPayment(paymentOrder.id);
      expect(expectSuccess(endpoints.authorisePayment, response).orderId).toBe(orders[0]?.orderId);
    },
  );

  it('gives one order when the webhook and /authpayment arrive together', async () => {
    for (let round = 0; round < 4; round += 1) {
      // Each round's order empties the cart; the next round buys it again.
      await fillCart(t.app, asha, items);
      const { paymentOrder } = await createPaymentOrder();
      // Asked only when /authpayment is first.
      fakeRazorpayPayment(paymentOrder.id);
      const [webhook, authorised] = await Promise.all([
        signedWebhook(paidEvent('order.paid', paymentOrder.id), `evt_race_${round}`),
        confirmPayment(paymentOrder.id),
      ]);
      expectSuccess(endpoints.razorpayWebhook, webhook);
      const { orderId } = expectSuccess(endpoints.authorisePayment, authorised);
      const orders = await t.db.models.Order.find({ providerOrderId: paymentOrder.id }).lean();
      expect(orders.map((order) => order.orderId)).toEqual([orderId]);
    }
  });

  it.each(['refunded', 'unreachable'] as const)(
    'tells a shopper coming back after the webhook that the order has been cancelled since (Razorpay: %s)',
    async (razorpay) => {
      const { paymentOrder } = await createPaymentOrder();
      expectSuccess(
        endpoints.razorpayWebhook,
        await signedWebhook(paidEvent('order.paid', paymentOrder.id), 'evt_then_cancelled'),
      );
      const placed = await t.db.models.Order.findOne({ providerOrderId: paymentOrder.id }).lean();
      nock(RAZORPAY).post('/v1/payments/pay_Test0000000001/refund').reply(200, {
        id: 'rfnd_Cancelled0001',
        entity: 'refund',
        amount: 59_700,
        payment_id: 'pay_Test0000000001',
        status: 'pending',
      });
      expectSuccess(
        endpoints.cancelOrder,
        await callAs(t.app, asha, endpoints.cancelOrder, { orderID: placed?.orderId }),
      );

      // The payment is refunded now, or Razorpay cannot be asked: the order stands on it all the same.
      if (razorpay === 'refunded')
        fakeRazorpayPayment(paymentOrder.id, 'pay_Test0000000001', 'refunded');
      else nock(RAZORPAY).get('/v1/payments/pay_Test0000000001').reply(502, {});
      const response = await confirmPayment(paymentOrder.id);
      expect(expectSuccess(endpoints.authorisePayment, response)).toEqual({
        success: true,
        orderId: placed?.orderId,
        cancelled: true,
      });
      expect(await t.db.models.Order.countDocuments({ userId: asha.user._id })).toBe(1);
    },
  );

  it('refunds a second payment taken for an order already placed, once, and keeps the order', async () => {
    const { paymentOrder } = await createPaymentOrder();
    fakeRazorpayPayment(paymentOrder.id);
    fakeRazorpayPayment(paymentOrder.id, 'pay_Test0000000002');
    const first = expectSuccess(endpoints.authorisePayment, await confirmPayment(paymentOrder.id));
    // The shopper paid again in another tab: 3 × ₹199 = ₹597.00 more, for nothing.
    let refundCalls = 0;
    nock(RAZORPAY)
      .post('/v1/payments/pay_Test0000000002/refund')
      .times(2)
      .reply(200, (_uri, body) => {
        refundCalls += 1;
        return {
          id: 'rfnd_Second000001',
          entity: 'refund',
          amount: 59_700,
          currency: 'INR',
          payment_id: 'pay_Test0000000002',
          receipt: (body as { receipt: string }).receipt,
          status: 'pending',
        };
      });
    const second = paidEvent('payment.captured', paymentOrder.id, 'pay_Test0000000002');
    // Its webhook, redelivered under another event id, and the browser's own /authpayment.
    await Promise.all([
      signedWebhook(second, 'evt_second_a'),
      signedWebhook(second, 'evt_second_b'),
      callAs(
        t.app,
        asha,
        endpoints.authorisePayment,
        checkoutResult(paymentOrder.id, 'pay_Test0000000002'),
      ),
    ]);
    await signedWebhook(second, 'evt_second_c');

    const { Order } = t.db.models;
    expect(await Order.findOne({ orderId: first.orderId }).lean()).toMatchObject({
      paymentId: 'pay_Test0000000001',
      status: 'Processing',
    });
    const refunded = await Order.find({ paymentId: 'pay_Test0000000002' }).lean();
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({
      status: 'Cancelled',
      duplicateOf: first.orderId,
      totals: { totalPaise: 59_700 },
      refund: { amountPaise: 59_700, status: 'pending' },
    });
    await vi.waitFor(
      async () =>
        expect(
          (await Order.findOne({ paymentId: 'pay_Test0000000002' }).lean())?.refund,
        ).toMatchObject({ providerRefundId: 'rfnd_Second000001' }),
      { timeout: 10_000 },
    );
    expect(refundCalls).toBe(1);
    expect(
      t.logs.filter(
        (line) =>
          line.msg === 'a second payment was taken for an order already placed: it is refunded',
      ),
    ).toHaveLength(1);
  });

  it('ignores a redelivered event id, and records each event once', async () => {
    const { paymentOrder } = await createPaymentOrder();
    const body = paidEvent('payment.captured', paymentOrder.id);
    await Promise.all([signedWebhook(body, 'evt_dup'), signedWebhook(body, 'evt_dup')]);
    expectSuccess(endpoints.razorpayWebhook, await signedWebhook(body, 'evt_dup'));
    expect(await t.db.models.Order.countDocuments({ providerOrderId: paymentOrder.id })).toBe(1);
    expect(await t.db.models.WebhookEvent.countDocuments({ eventId: 'evt_dup' })).toBe(1);
  });

  it('rejects a bad, missing or wrong-secret signature and a re-serialised body, creating no order', async () => {
    const { paymentOrder } = await createPaymentOrder();
    const raw = JSON.stringify(paidEvent('order.paid', paymentOrder.id));
    const reserialised = JSON.stringify(JSON.parse(raw), null, 2);
    const attempts = [
      sendWebhook(raw, 'f'.repeat(64)),
      sendWebhook(raw, null),
      sendWebhook(raw, hmac(KEY_SECRET, raw)),
      sendWebhook(reserialised, hmac(WEBHOOK_SECRET, raw)),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
        PAYMENT_MESSAGES.badWebhookSignature,
      );
    }
    expect(await t.db.models.Order.countDocuments()).toBe(0);
    expect(await t.db.models.WebhookEvent.countDocuments()).toBe(0);
  });

  /** The log lines the webhook wrote about one event id. */
  const linesAbout = (eventId: string) =>
    t.logs
      .filter((line) => line.eventId === eventId)
      .map(({ level, msg, event }) => ({ level, msg, event }));
  const INFO = 30;
  const WARN = 40;

  it('acknowledges with 200 and logs a signed event it does not act on', async () => {
    expectSuccess(
      endpoints.razorpayWebhook,
      await signedWebhook({ event: 'payment.failed', payload: {} }, 'evt_failed'),
    );
    expect(linesAbout('evt_failed')).toEqual([
      { level: INFO, msg: 'webhook event ignored: not one we act on', event: 'payment.failed' },
    ]);
    expect(await t.db.models.WebhookEvent.countDocuments({ eventId: 'evt_failed' })).toBe(1);
  });

  it('acknowledges with 200 and logs a payment for an order that is not ours', async () => {
    expectSuccess(
      endpoints.razorpayWebhook,
      await signedWebhook(paidEvent('order.paid', 'order_NotOurs000001'), 'evt_foreign'),
    );
    expect(linesAbout('evt_foreign')).toEqual([
      { level: WARN, msg: 'webhook for an unknown payment order ignored', event: 'order.paid' },
    ]);
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });

  it('acknowledges with 200 and logs a signed paid event without an order payment', async () => {
    const withoutOrder = paidEvent('payment.captured', 'order_Unused000001');
    const payment = { entity: { ...withoutOrder.payload.payment.entity, order_id: null } };
    for (const [eventId, body] of [
      ['evt_no_payment', { event: 'order.paid', payload: {} }],
      ['evt_no_order', { ...withoutOrder, payload: { payment } }],
    ] as const) {
      expectSuccess(endpoints.razorpayWebhook, await signedWebhook(body, eventId));
      expect(linesAbout(eventId)).toEqual([
        { level: WARN, msg: 'webhook event ignored: no order payment in it', event: body.event },
      ]);
    }
    expect(await t.db.models.Order.countDocuments()).toBe(0);
  });

  it('refuses a signed body that is not a JSON event with 400', async () => {
    expectFailure(await signedWebhook({ hello: 'world' }), 400, 'BAD_REQUEST');
    const notJson = '{"event": "order.paid",';
    expectFailure(await sendWebhook(notJson, hmac(WEBHOOK_SECRET, notJson)), 400, 'BAD_REQUEST');
  });
});
