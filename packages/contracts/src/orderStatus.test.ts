import { describe, expect, it } from 'vitest';
import {
  ORDER_FLOW,
  ORDER_STATUSES,
  canAdvance,
  canCancel,
  nextStatus,
  orderStatusSchema,
  statusTone,
} from './orderStatus.js';

describe('order status rules', () => {
  it('moves along Processing → Shipped → In Transit → Delivered', () => {
    expect(ORDER_FLOW).toEqual(['Processing', 'Shipped', 'In Transit', 'Delivered']);
    expect(nextStatus('Processing')).toBe('Shipped');
    expect(nextStatus('Shipped')).toBe('In Transit');
    expect(nextStatus('In Transit')).toBe('Delivered');
    expect(nextStatus('Delivered')).toBeNull();
    expect(nextStatus('Cancelled')).toBeNull();
  });

  it('advances exactly one step forward, never back, skipping or out of Cancelled', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canAdvance(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['Processing→Shipped', 'Shipped→In Transit', 'In Transit→Delivered']);
  });

  it('lets a customer cancel only before delivery', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['Processing', 'Shipped', 'In Transit']);
  });

  it('colours badges green, red or yellow', () => {
    expect(statusTone('Delivered')).toBe('green');
    expect(statusTone('In Transit')).toBe('green');
    expect(statusTone('Cancelled')).toBe('red');
    expect(statusTone('Processing')).toBe('yellow');
    expect(statusTone('Shipped')).toBe('yellow');
  });

  it('accepts only the five statuses, spelt exactly', () => {
    expect(orderStatusSchema.safeParse('In Transit').success).toBe(true);
    expect(orderStatusSchema.safeParse('in transit').success).toBe(false);
    expect(orderStatusSchema.safeParse('Refunded').success).toBe(false);
    expect(orderStatusSchema.safeParse({ $ne: 'Cancelled' }).success).toBe(false);
  });
});
