import { describe, expect, it } from 'vitest';
import { formatGrams, proteinPerHundredRupees, totalNutrition } from './nutrition-totals.js';

describe('totalNutrition', () => {
  it('adds each line times its quantity', () => {
    // 24.5 × 2 + 31.2 = 80.2 g; 310 × 2 + 420 = 1040 kcal
    expect(
      totalNutrition([
        { protein: 24.5, kcal: 310, quantity: 2 },
        { protein: 31.2, kcal: 420, quantity: 1 },
      ]),
    ).toEqual({ protein: 80.2, kcal: 1040 });
  });

  it('keeps tenths exact and an empty order at zero', () => {
    expect(
      totalNutrition([
        { protein: 0.1, kcal: 1, quantity: 1 },
        { protein: 0.2, kcal: 2, quantity: 1 },
      ]).protein,
    ).toBe(0.3);
    expect(totalNutrition([])).toEqual({ protein: 0, kcal: 0 });
  });
});

describe('proteinPerHundredRupees', () => {
  it('is grams per ₹100 of price, to one decimal', () => {
    expect(proteinPerHundredRupees(24, 199)).toBe(12.1); // 2400 / 199 = 12.06
    expect(proteinPerHundredRupees(38.5, 349)).toBe(11); // 3850 / 349 = 11.03
    expect(proteinPerHundredRupees(30, 100)).toBe(30);
  });

  it('rounds a figure that ends in exactly 5 hundredths up, however the grams sit in binary', () => {
    expect(proteinPerHundredRupees(32.3, 200)).toBe(16.2); // 3230 / 200 = 16.15
    expect(proteinPerHundredRupees(32.3, 40)).toBe(80.8); // 3230 / 40 = 80.75
  });
});

describe('formatGrams', () => {
  it('drops a zero tenth', () => {
    expect(formatGrams(24)).toBe('24 g');
    expect(formatGrams(24.5)).toBe('24.5 g');
  });
});
