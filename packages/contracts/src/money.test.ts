import { describe, expect, it } from 'vitest';
import { formatInr, formatPrice, fromPaise, toPaise } from './money.js';

describe('toPaise', () => {
  it('converts rupees with up to 2 decimals exactly', () => {
    expect(toPaise(150)).toBe(15000);
    expect(toPaise(379.95)).toBe(37995);
    expect(toPaise(0.07)).toBe(7);
    expect(toPaise(1.1)).toBe(110);
    expect(toPaise(0)).toBe(0);
  });

  it('rounds sub-paisa amounts half away from zero', () => {
    expect(toPaise(0.125)).toBe(13);
    expect(toPaise(-0.125)).toBe(-13);
    expect(toPaise(0.004)).toBe(0);
    expect(Object.is(toPaise(-0.001), 0)).toBe(true);
  });

  it('refuses amounts that are not finite or too large', () => {
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Infinity)).toThrow(RangeError);
    expect(() => toPaise(1e20)).toThrow(RangeError);
  });
});

describe('fromPaise', () => {
  it('gives the 2-decimal rupee amount', () => {
    expect(fromPaise(37995)).toBe(379.95);
    expect(fromPaise(6705)).toBe(67.05);
    expect(fromPaise(1)).toBe(0.01);
    expect(fromPaise(0)).toBe(0);
  });

  it('refuses fractional paise', () => {
    expect(() => fromPaise(1.5)).toThrow(RangeError);
  });

  it('round-trips every paisa value of a range', () => {
    for (let paise = 0; paise <= 20000; paise += 7) {
      expect(toPaise(fromPaise(paise))).toBe(paise);
    }
  });
});

describe('formatInr', () => {
  it('uses the rupee sign, Indian grouping and 2 decimals', () => {
    expect(formatInr(150)).toBe('₹150.00');
    expect(formatInr(379.95)).toBe('₹379.95');
    expect(formatInr(123456.5)).toBe('₹1,23,456.50');
    expect(formatInr(10000000)).toBe('₹1,00,00,000.00');
    expect(formatInr(0.07)).toBe('₹0.07');
  });

  it('puts the minus before the rupee sign, as Intl en-IN does', () => {
    expect(formatInr(-50)).toBe('-₹50.00');
    expect(formatInr(-1234.5)).toBe('-₹1,234.50');
    expect(formatInr(-0.001)).toBe('₹0.00');
  });

  it('writes what Intl en-IN writes for every paisa of a range', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    for (let paise = -250_000; paise <= 25_000_000; paise += 1_013) {
      expect(formatInr(paise / 100)).toBe(intl.format(paise / 100));
    }
  });
});

describe('formatPrice', () => {
  it('drops the paise of whole rupees', () => {
    expect(formatPrice(349)).toBe('₹349');
    expect(formatPrice(123456)).toBe('₹1,23,456');
    expect(formatPrice(0)).toBe('₹0');
    expect(formatPrice(-1234)).toBe('-₹1,234');
  });

  it('keeps 2 decimals when there are paise', () => {
    expect(formatPrice(349.5)).toBe('₹349.50');
    expect(formatPrice(379.95)).toBe('₹379.95');
    expect(formatPrice(0.1 + 0.2)).toBe('₹0.30');
  });
});
