import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { createRazorpayGateway, RazorpayError } from './razorpay-gateway.js';
import { paymentSignature } from './signatures.js';
import { useRecordedHttp } from '../../test/razorpay.js';

const credentials = {
  keyId: 'rzp_test_fixedkey',
  keySecret: 'fixed_key_secret',
  webhookSecret: 'fixed_webhook_secret',
};
const RAZORPAY = 'https://api.razorpay.com';

useRecordedHttp();

function razorpayOrder(amount: number) {
  return {
    id: 'order_Fixed0000001',
    entity: 'order',
    amount,
    amount_paid: 0,
    currency: 'INR',
    receipt: 'r',
    status: 'created',
  };
}

describe('createRazorpayGateway', () => {
  it('creates the order in paise and INR with our receipt, authenticated with the key pair', async () => {
    let sent: unknown;
    const scope = nock(RAZORPAY)
      .post('/v1/orders', (body) => {
        sent = body;
        return true;
      })
      .basicAuth({ user: credentials.keyId, pass: credentials.keySecret })
      .reply(200, razorpayOrder(41_220));

    const gateway = createRazorpayGateway(credentials);
    const order = await gateway.createOrder({
      amountPaise: 41_220,
      receipt: 'gymfuel_0123456789abcdef',
      notes: { userId: 'u1' },
    });

    expect(order).toEqual({ id: 'order_Fixed0000001', amountPaise: 41_220 });
    expect(sent).toEqual({
      amount: 41_220,
      currency: 'INR',
      receipt: 'gymfuel_0123456789abcdef',
      notes: { userId: 'u1' },
    });
    expect(scope.isDone()).toBe(true);
    expect(gateway).toMatchObject({
      provider: 'razorpay',
      keyId: credentials.keyId,
      webhookSecret: credentials.webhookSecret,
    });
  });

  it("turns Razorpay's error answer into a RazorpayError carrying its status", async () => {
    nock(RAZORPAY)
      .post('/v1/orders')
      .reply(400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Order amount less than minimum amount allowed',
        },
      });
    const failure = createRazorpayGateway(credentials).createOrder({
      amountPaise: 50,
      receipt: 'r',
      notes: {},
    });
    await expect(failure).rejects.toBeInstanceOf(RazorpayError);
    await expect(failure).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('less than minimum'),
    });
  });

  it('refuses an order created for another amount', async () => {
    nock(RAZORPAY).post('/v1/orders').reply(200, razorpayOrder(100));
    await expect(
      createRazorpayGateway(credentials).createOrder({
        amountPaise: 41_220,
        receipt: 'r',
        notes: {},
      }),
    ).rejects.toThrow(/unexpected order/);
  });

  it('fails cleanly when Razorpay cannot be reached or does not answer in time', async () => {
    await expect(
      createRazorpayGateway(credentials).createOrder({ amountPaise: 100, receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(RazorpayError);

    nock(RAZORPAY).post('/v1/orders').delay(500).reply(200, razorpayOrder(100));
    await expect(
      createRazorpayGateway(credentials, 50).createOrder({
        amountPaise: 100,
        receipt: 'r',
        notes: {},
      }),
    ).rejects.toThrow(/within 50 ms/);
  });

  it('accepts only the signature made with the key secret over order_id|payment_id', () => {
    const gateway = createRazorpayGateway(credentials);
    const genuine = paymentSignature('order_A', 'pay_B', credentials.keySecret);
    expect(
      gateway.isGenuinePayment({
        razorpay_order_id: 'order_A',
        razorpay_payment_id: 'pay_B',
        razorpay_signature: genuine,
      }),
    ).toBe(true);
    const withWebhookSecret = paymentSignature('order_A', 'pay_B', credentials.webhookSecret);
    expect(
      gateway.isGenuinePayment({
        razorpay_order_id: 'order_A',
        razorpay_payment_id: 'pay_B',
        razorpay_signature: withWebhookSecret,
      }),
    ).toBe(false);
  });
});

describe('createRazorpayGateway refunds', () => {
  const request = {
    paymentId: 'pay_Fixed0000001',
    amountPaise: 41_220,
    reference: 'refund_0123456789ab',
    notes: { orderId: '0123456789ab' },
  };
  const razorpayRefund = (overrides: object = {}) => ({
    id: 'rfnd_Fixed0000001',
    entity: 'refund',
    amount: 41_220,
    currency: 'INR',
    payment_id: 'pay_Fixed0000001',
    receipt: 'refund_0123456789ab',
    status: 'pending',
    ...overrides,
  });

  it('refunds the payment in paise with our reference as its receipt', async () => {
    let sent: unknown;
    nock(RAZORPAY)
      .post('/v1/payments/pay_Fixed0000001/refund', (body) => {
        sent = body;
        return true;
      })
      .basicAuth({ user: credentials.keyId, pass: credentials.keySecret })
      .reply(200, razorpayRefund());

    expect(await createRazorpayGateway(credentials).refund(request)).toEqual({
      kind: 'refunded',
      refund: { id: 'rfnd_Fixed0000001', status: 'pending' },
    });
    expect(sent).toEqual({
      amount: 41_220,
      speed: 'normal',
      receipt: 'refund_0123456789ab',
      notes: { orderId: '0123456789ab' },
    });
  });

  it('answers a 4xx as refused, and throws on a 5xx, 409, 429 or a lost connection', async () => {
    const gateway = createRazorpayGateway(credentials);
    const path = '/v1/payments/pay_Fixed0000001/refund';
    const error = (description: string) => ({
      error: { code: 'BAD_REQUEST_ERROR', description },
    });
    nock(RAZORPAY).post(path).reply(400, error('The payment has been fully refunded already'));
    expect(await gateway.refund(request)).toEqual({
      kind: 'refused',
      reason: 'Razorpay answered 400: The payment has been fully refunded already',
    });

    for (const status of [500, 502, 409, 429]) {
      nock(RAZORPAY).post(path).reply(status, error('try again'));
      await expect(gateway.refund(request)).rejects.toMatchObject({ statusCode: status });
    }
    // No interceptor left: nock refuses the connection, as a network failure would.
    await expect(gateway.refund(request)).rejects.toBeInstanceOf(RazorpayError);
  });

  it('refuses to trust a refund for another amount or without an id', async () => {
    const gateway = createRazorpayGateway(credentials);
    const path = '/v1/payments/pay_Fixed0000001/refund';
    nock(RAZORPAY)
      .post(path)
      .reply(200, razorpayRefund({ amount: 100 }));
    await expect(gateway.refund(request)).rejects.toThrow(/another amount/);
    nock(RAZORPAY)
      .post(path)
      .reply(200, razorpayRefund({ id: '' }));
    await expect(gateway.refund(request)).rejects.toThrow(/unexpected refund/);
  });

  it("finds the payment's refund by our reference, or none", async () => {
    const gateway = createRazorpayGateway(credentials);
    const listing = (items: object[]) => ({ entity: 'collection', count: items.length, items });
    nock(RAZORPAY)
      .get('/v1/payments/pay_Fixed0000001/refunds')
      .query({ count: '100' })
      .reply(
        200,
        listing([
          razorpayRefund({ id: 'rfnd_Other0000001', receipt: 'someone_else' }),
          razorpayRefund({ status: 'processed' }),
        ]),
      );
    expect(await gateway.findRefund('pay_Fixed0000001', 'refund_0123456789ab')).toEqual({
      id: 'rfnd_Fixed0000001',
      status: 'processed',
    });

    nock(RAZORPAY).get('/v1/payments/pay_Fixed0000001/refunds').query(true).reply(200, listing([]));
    expect(await gateway.findRefund('pay_Fixed0000001', 'refund_0123456789ab')).toBeNull();

    nock(RAZORPAY).get('/v1/payments/pay_Fixed0000001/refunds').query(true).reply(503, {});
    await expect(
      gateway.findRefund('pay_Fixed0000001', 'refund_0123456789ab'),
    ).rejects.toMatchObject({ statusCode: 503 });
  });
});

describe('createRazorpayGateway payments of an order', () => {
  const razorpayPayment = (id: string, status: string, overrides: object = {}) => ({
    id,
    entity: 'payment',
    amount: 41_220,
    currency: 'INR',
    order_id: 'order_Fixed0000001',
    status,
    ...overrides,
  });

  it('lists the payments that took money, captured or only authorised, in Razorpay’s order', async () => {
    nock(RAZORPAY)
      .get('/v1/orders/order_Fixed0000001/payments')
      .basicAuth({ user: credentials.keyId, pass: credentials.keySecret })
      .reply(200, {
        entity: 'collection',
        count: 4,
        items: [
          razorpayPayment('pay_Failed000001', 'failed'),
          razorpayPayment('pay_Authorized01', 'authorized'),
          razorpayPayment('pay_Refunded0001', 'refunded'),
          razorpayPayment('pay_Captured0001', 'captured'),
        ],
      });
    expect(await createRazorpayGateway(credentials).findPayments('order_Fixed0000001')).toEqual([
      { id: 'pay_Authorized01', captured: false },
      { id: 'pay_Captured0001', captured: true },
    ]);
  });

  it('captures an authorised payment for its amount in paise and INR, and trusts nothing else', async () => {
    const gateway = createRazorpayGateway(credentials);
    const path = '/v1/payments/pay_Authorized01/capture';
    let sent: unknown;
    nock(RAZORPAY)
      .post(path, (body) => {
        sent = body;
        return true;
      })
      .basicAuth({ user: credentials.keyId, pass: credentials.keySecret })
      .reply(200, razorpayPayment('pay_Authorized01', 'captured'));
    await gateway.capture('pay_Authorized01', 41_220);
    expect(sent).toEqual({ amount: 41_220, currency: 'INR' });

    nock(RAZORPAY)
      .post(path)
      .reply(200, razorpayPayment('pay_Authorized01', 'captured', { amount: 100 }));
    await expect(gateway.capture('pay_Authorized01', 41_220)).rejects.toThrow(/unexpected capture/);
    nock(RAZORPAY)
      .post(path)
      .reply(400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'This payment has already been captured' },
      });
    await expect(gateway.capture('pay_Authorized01', 41_220)).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});
