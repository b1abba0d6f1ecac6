import { describe, expect, it } from 'vitest';
import { consistentNutritionSchema, productDraftSchema } from './admin-products.js';

// 4 × 30 + 4 × 40 + 9 × 12 = 388 kcal from the macros.
const label = {
  servingSize: '320 g',
  kcal: 390,
  protein: 30,
  carbs: 40,
  fat: 12,
  fibre: 6,
  sugar: 5,
  sodium: 480,
};

describe('a nutrition label as an owner writes it', () => {
  it('takes sugars up to the whole carbohydrate', () => {
    expect(consistentNutritionSchema.safeParse(label).success).toBe(true);
    expect(consistentNutritionSchema.safeParse({ ...label, sugar: 40 }).success).toBe(true);
  });

  it('refuses more sugar than carbohydrate, at the sugar', () => {
    const issues = consistentNutritionSchema.safeParse({ ...label, sugar: 40.1 }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({
        path: ['sugar'],
        message: 'Must be at most the carbohydrate (40 g)',
      }),
    ]);
  });
});

describe('a product title', () => {
  it('has one space between its words', () => {
    expect(productDraftSchema.shape.title.parse('  Oat \t Peanut   Bar ')).toBe('Oat Peanut Bar');
  });

  it('is judged at most 60 characters as stored, after its spaces are collapsed', () => {
    const spaced = `A${' '.repeat(40)}${'B'.repeat(20)}`;
    expect(productDraftSchema.shape.title.parse(spaced)).toBe(`A ${'B'.repeat(20)}`);
    expect(productDraftSchema.shape.title.safeParse('C'.repeat(61)).error?.issues[0]?.message).toBe(
      'Must be at most 60 characters',
    );
  });
});
