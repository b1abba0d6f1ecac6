import { describe, expect, it } from 'vitest';
import { paymentSignature } from './signatures.js';
import { createSimulatedGateway } from './simulated-gateway.js';

const SECRET = 'simulated_fixed_secret';

describe('createSimulatedGateway', () => {
  it('creates Razorpay-shaped order ids for the exact amount', async () => {
    const gateway = createSimulatedGateway(SECRET);
    const first = await gateway.createOrder({ amountPaise: 19_900, receipt: 'r', notes: {} });
    const second = await gateway.createOrder({ amountPaise: 19_900, receipt: 'r', notes: {} });
    expect(first.id).toMatch(/^order_sim[0-9a-f]{14}$/);
    expect(first.amountPaise).toBe(19_900);
    expect(second.id).not.toBe(first.id);
  });

  it("signs a completed payment like Razorpay, with the server's secret", () => {
    const gateway = createSimulatedGateway(SECRET);
    const result = gateway.completePayment('order_sim00000000000001');
    expect(result.razorpay_order_id).toBe('order_sim00000000000001');
    expect(result.razorpay_payment_id).toMatch(/^pay_sim[0-9a-f]{14}$/);
    expect(result.razorpay_signature).toBe(
      paymentSignature(result.razorpay_order_id, result.razorpay_payment_id, SECRET),
    );
    expect(gateway.isGenuinePayment(result)).toBe(true);
  });

  it('rejects a result signed with another secret or for another order', () => {
    const gateway = createSimulatedGateway(SECRET);
    const result =
      createSimulatedGateway('another_secret').completePayment('order_sim00000000000001');
    expect(gateway.isGenuinePayment(result)).toBe(false);
    const genuine = gateway.completePayment('order_sim00000000000001');
    expect(
      gateway.isGenuinePayment({ ...genuine, razorpay_order_id: 'order_sim00000000000002' }),
    ).toBe(false);
  });
});
