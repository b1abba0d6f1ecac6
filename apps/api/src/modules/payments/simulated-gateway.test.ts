import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { paymentSignature } from './signatures.js';
import { createSimulatedGateway as createGateway } from './simulated-gateway.js';

const SECRET = 'simulated_fixed_secret';
const REFUND_DELAY_MS = 5000;
const ORDER = 'order_sim00000000000001';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
beforeEach(async () => {
  await db.models.PendingPayment.deleteMany({});
  // A checkout of ₹412.20 waiting for its test payment.
  await db.models.PendingPayment.create({
    providerOrderId: ORDER,
    provider: 'simulated',
    userId: new Types.ObjectId(),
    lines: [
      {
        productId: new Types.ObjectId(),
        productName: 'Shake',
        pricePaise: 41_220,
        quantity: 1,
        image: 'shake.webp',
      },
    ],
    totals: { subtotalPaise: 41_220, discountPaise: 0, totalPaise: 41_220 },
    address: {
      your_name: 'Asha',
      your_email: 'asha@example.com',
      gym_name: 'Gym',
      phone: '9876543210',
    },
    createdAt: new Date(),
  });
});
afterAll(() => db.close());

const createSimulatedGateway = (secret: string, refundDelayMs: number) =>
  createGateway(secret, refundDelayMs, db.models.PendingPayment);

describe('createSimulatedGateway', () => {
  it('creates Razorpay-shaped order ids for the exact amount', async () => {
    const gateway = createSimulatedGateway(SECRET, REFUND_DELAY_MS);
    const first = await gateway.createOrder({ amountPaise: 19_900, receipt: 'r', notes: {} });
    const second = await gateway.createOrder({ amountPaise: 19_900, receipt: 'r', notes: {} });
    expect(first.id).toMatch(/^order_sim[0-9a-f]{14}$/);
    expect(first.amountPaise).toBe(19_900);
    expect(second.id).not.toBe(first.id);
  });

  it("signs a completed payment like Razorpay, with the server's secret", async () => {
    const gateway = createSimulatedGateway(SECRET, REFUND_DELAY_MS);
    const result = await gateway.completePayment(ORDER);
    expect(result.razorpay_order_id).toBe(ORDER);
    expect(result.razorpay_payment_id).toMatch(/^pay_sim[0-9a-f]{14}$/);
    expect(result.razorpay_signature).toBe(
      paymentSignature(result.razorpay_order_id, result.razorpay_payment_id, SECRET),
    );
    expect(gateway.isGenuinePayment(result)).toBe(true);
  });

  it('rejects a result signed with another secret or for another order', async () => {
    const gateway = createSimulatedGateway(SECRET, REFUND_DELAY_MS);
    const result = await createSimulatedGateway('another_secret', REFUND_DELAY_MS).completePayment(
      ORDER,
    );
    expect(gateway.isGenuinePayment(result)).toBe(false);
    const genuine = await gateway.completePayment(ORDER);
    expect(
      gateway.isGenuinePayment({ ...genuine, razorpay_order_id: 'order_sim00000000000002' }),
    ).toBe(false);
  });

  it('accepts a refund at once, pending, to be processed after the configured delay', async () => {
    const gateway = createSimulatedGateway(SECRET, 2500);
    const outcome = await gateway.refund({
      paymentId: 'pay_sim00000000000001',
      amountPaise: 41_220,
      reference: 'refund_0123456789ab',
      notes: {},
    });
    expect(outcome).toEqual({
      kind: 'refunded',
      refund: {
        id: expect.stringMatching(/^rfnd_sim[0-9a-f]{14}$/),
        status: 'pending',
        processedAfterMs: 2500,
      },
    });
    expect(await gateway.findRefund('pay_sim00000000000001', 'refund_0123456789ab')).toBeNull();
  });

  it('keeps a payment authorised until it is captured for the whole amount, like Razorpay', async () => {
    const gateway = createSimulatedGateway(SECRET, REFUND_DELAY_MS);
    const { razorpay_payment_id: paymentId } = await gateway.completePayment(ORDER);
    expect(await gateway.fetchPayment(ORDER, paymentId)).toEqual({
      id: paymentId,
      status: 'authorized',
    });
    expect(await gateway.findPayments(ORDER)).toEqual([{ id: paymentId, captured: false }]);
    await expect(gateway.capture(paymentId, 41_219)).rejects.toThrow(/cannot be captured/);
    await gateway.capture(paymentId, 41_220);
    expect(await gateway.fetchPayment(ORDER, paymentId)).toEqual({
      id: paymentId,
      status: 'captured',
    });
    // Captured once only: a second capture is refused, as Razorpay refuses it.
    await expect(gateway.capture(paymentId, 41_220)).rejects.toThrow(/cannot be captured/);
    await gateway.refund({ paymentId, amountPaise: 41_220, reference: 'refund_1', notes: {} });
    expect(await gateway.fetchPayment(ORDER, paymentId)).toEqual({
      id: paymentId,
      status: 'refunded',
    });
    expect(await gateway.findPayments(ORDER)).toEqual([]);
  });

  it('knows no payment it never made for that order', async () => {
    const gateway = createSimulatedGateway(SECRET, REFUND_DELAY_MS);
    await expect(gateway.fetchPayment(ORDER, 'pay_sim00000000000009')).rejects.toThrow(
      /No simulated payment/,
    );
  });
});
