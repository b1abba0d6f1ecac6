import { describe, expect, it } from 'vitest';
import { computeSummary, computeTotalsInPaise } from './summary.js';
import { summarySchema } from './domain/summary.js';

describe('computeSummary', () => {
  it('3 × ₹149 at 15% gives a discount of 67.05 and a total of 379.95', () => {
    expect(computeSummary([{ price: 149, quantity: 3 }], 15)).toEqual({
      originalPrice: 447,
      storePickup: 0,
      discountedAmmount: 67.05,
      tax: 0,
      finalTotal: 379.95,
    });
  });

  it('adds every line as unit price times quantity', () => {
    const summary = computeSummary(
      [
        { price: 150, quantity: 2 },
        { price: 120, quantity: 1 },
        { price: 99.99, quantity: 3 },
      ],
      0,
    );
    expect(summary.originalPrice).toBe(719.97);
    expect(summary.discountedAmmount).toBe(0);
    expect(summary.finalTotal).toBe(719.97);
  });

  it('does not drift where float arithmetic would', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    const summary = computeSummary(
      [
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ],
      0,
    );
    expect(summary.finalTotal).toBe(0.3);
  });

  it('takes everything off at 100%', () => {
    const summary = computeSummary([{ price: 250, quantity: 4 }], 100);
    expect(summary.discountedAmmount).toBe(1000);
    expect(summary.finalTotal).toBe(0);
  });

  it('gives zeros for an empty cart, whatever the voucher', () => {
    expect(computeSummary([], 25)).toEqual({
      originalPrice: 0,
      storePickup: 0,
      discountedAmmount: 0,
      tax: 0,
      finalTotal: 0,
    });
  });

  it('rounds a discount of exactly half a paisa up', () => {
    // ₹1 at 0.5% is 0.5 paise.
    expect(computeTotalsInPaise([{ price: 1, quantity: 1 }], 0.5)).toEqual({
      subtotal: 100,
      discount: 1,
      total: 99,
    });
    // ₹0.10 at 5% is 0.5 paise.
    expect(computeSummary([{ price: 0.1, quantity: 1 }], 5).discountedAmmount).toBe(0.01);
  });

  it('rounds just below half a paisa down and just above it up', () => {
    // ₹1.01 at 0.49% is 0.4949 paise; at 0.5% it is 0.505 paise.
    expect(computeTotalsInPaise([{ price: 1.01, quantity: 1 }], 0.49).discount).toBe(0);
    expect(computeTotalsInPaise([{ price: 1.01, quantity: 1 }], 0.5).discount).toBe(1);
  });

  it('always produces a summary the contract accepts', () => {
    for (const percentage of [0, 7, 12.5, 15, 33, 99.99, 100]) {
      const summary = computeSummary(
        [
          { price: 149, quantity: 3 },
          { price: 333, quantity: 7 },
        ],
        percentage,
      );
      expect(summarySchema.safeParse(summary).success).toBe(true);
      expect(summary.finalTotal).toBeCloseTo(summary.originalPrice - summary.discountedAmmount, 10);
    }
  });

  it('caps the discount at the voucher maxDiscount, in paise', () => {
    // 50% of ₹449 × 2 = ₹898 is ₹449.00, capped at ₹150.00.
    expect(computeTotalsInPaise([{ price: 449, quantity: 2 }], 50, 15_000)).toEqual({
      subtotal: 89_800,
      discount: 15_000,
      total: 74_800,
    });
    // 50% of ₹199 is ₹99.50, under the cap: the percentage stands.
    expect(computeTotalsInPaise([{ price: 199, quantity: 1 }], 50, 15_000)).toEqual({
      subtotal: 19_900,
      discount: 9_950,
      total: 9_950,
    });
    // Exactly at the cap: 10% of ₹1,000 is ₹100.00.
    expect(computeTotalsInPaise([{ price: 250, quantity: 4 }], 10, 10_000).discount).toBe(10_000);
    // A cap of ₹0 takes nothing off.
    expect(computeTotalsInPaise([{ price: 250, quantity: 4 }], 10, 0).total).toBe(100_000);
    expect(computeSummary([{ price: 449, quantity: 2 }], 50, 15_000)).toEqual({
      originalPrice: 898,
      storePickup: 0,
      discountedAmmount: 150,
      tax: 0,
      finalTotal: 748,
    });
  });

  it('refuses a cap that is not whole paise', () => {
    expect(() => computeTotalsInPaise([{ price: 10, quantity: 1 }], 10, 1.5)).toThrow(RangeError);
    expect(() => computeTotalsInPaise([{ price: 10, quantity: 1 }], 10, -100)).toThrow(RangeError);
  });

  it('refuses input the contracts would have refused', () => {
    expect(() => computeSummary([{ price: 10, quantity: 1 }], -1)).toThrow(RangeError);
    expect(() => computeSummary([{ price: 10, quantity: 1 }], 100.01)).toThrow(RangeError);
    expect(() => computeSummary([{ price: 10, quantity: 1 }], Number.NaN)).toThrow(RangeError);
    expect(() => computeSummary([{ price: -10, quantity: 1 }], 0)).toThrow(RangeError);
    expect(() => computeSummary([{ price: 10, quantity: 2.5 }], 0)).toThrow(RangeError);
    expect(() => computeSummary([{ price: 10, quantity: -1 }], 0)).toThrow(RangeError);
  });
});
