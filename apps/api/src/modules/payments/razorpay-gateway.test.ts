import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayGateway, RazorpayError } from './razorpay-gateway.js';
import { paymentSignature } from './signatures.js';

const credentials = {
  keyId: 'rzp_test_fixedkey',
  keySecret: 'fixed_key_secret',
  webhookSecret: 'fixed_webhook_secret',
};
const RAZORPAY = 'https://api.razorpay.com';

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

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
