import { describe, expect, it } from 'vitest';
import { describeRefund, refundSchema } from './refund.js';

describe('describeRefund', () => {
  it('names the amount like the order totals, and the step the refund has reached', () => {
    expect(describeRefund({ amount: 378, status: 'pending' })).toBe('Refund of ₹378.00 initiated');
    expect(describeRefund({ amount: 1234.5, status: 'processed' })).toBe(
      'Refund of ₹1,234.50 processed',
    );
    expect(describeRefund({ amount: 99.99, status: 'failed' })).toBe(
      'Refund of ₹99.99 failed — we will contact you',
    );
  });
});

describe('refundSchema', () => {
  const refund = {
    id: 'refund_0123456789ab',
    amount: 412.2,
    status: 'pending',
    createdAt: '2026-11-28T04:30:00.000Z',
    updatedAt: '2026-11-28T04:30:00.000Z',
  };

  it('accepts a refund in rupees with its dates', () => {
    expect(refundSchema.parse(refund)).toEqual(refund);
  });

  it('refuses a status outside the three, and an amount below a paisa', () => {
    expect(refundSchema.safeParse({ ...refund, status: 'refunded' }).success).toBe(false);
    expect(refundSchema.safeParse({ ...refund, amount: 0.001 }).success).toBe(false);
  });
});
