import { describe, expect, it } from 'vitest';
import { paymentSignature } from './signatures.js';
import { createSimulatedGateway } from './simulated-gateway.js';

const SECRET = 'simulated_fixed_secret';
const REFUND_DELAY_MS = 5000;

describe('createSimulatedGateway', () => {
  it('creates Razorpay-shaped order ids for the exact amount', async () => {
    const gateway = createSimulatedGateway(SECRET, REFUND_DELAY_MS);
    const first = await gateway.createOrder({ amountPaise: 19_900, receipt: 'r', notes: {} });
    const second = await gateway.createOrder({ amountPaise: 19_900, receipt: 'r', notes: {} });
    expect(first.id).toMatch(/^order_sim[0-9a-f]{14}$/);
    expect(first.amountPaise).toBe(19_900);
    expect(second.id).not.toBe(first.id);
  });

  it("signs a completed payment like Razorpay, with the server's secret", () => {
    const gateway = createSimulatedGateway(SECRET, REFUND_DELAY_MS);
    const result = gateway.completePayment('order_sim00000000000001');
    expect(result.razorpay_order_id).toBe('order_sim00000000000001');
    expect(result.razorpay_payment_id).toMatch(/^pay_sim[0-9a-f]{14}$/);
    expect(result.razorpay_signature).toBe(
      paymentSignature(result.razorpay_order_id, result.razorpay_payment_id, SECRET),
    );
    expect(gateway.isGenuinePayment(result)).toBe(true);
  });

  it('rejects a result signed with another secret or for another order', () => {
    const gateway = createSimulatedGateway(SECRET, REFUND_DELAY_MS);
    const result = createSimulatedGateway('another_secret', REFUND_DELAY_MS).completePayment(
      'order_sim00000000000001',
    );
    expect(gateway.isGenuinePayment(result)).toBe(false);
    const genuine = gateway.completePayment('order_sim00000000000001');
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
});
