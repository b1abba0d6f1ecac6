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

describe('the fibre on a label', () => {
  it('takes fibre up to the whole carbohydrate', () => {
    expect(consistentNutritionSchema.safeParse({ ...label, fibre: 40, sugar: 0 }).success).toBe(
      true,
    );
  });

  it('refuses more fibre than carbohydrate, at the fibre', () => {
    const issues = consistentNutritionSchema.safeParse({ ...label, fibre: 40.1 }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({
        path: ['fibre'],
        message: 'Must be at most the carbohydrate (40 g)',
      }),
    ]);
  });

  it('is not checked against a carbohydrate that is itself wrong', () => {
    const issues = consistentNutritionSchema
      .safeParse({ ...label, carbs: -1, fibre: 6 })
      .error?.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual(['carbs']);
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

describe('a nutrition figure out of bounds', () => {
  const problems = (changes: Record<string, unknown>) =>
    consistentNutritionSchema
      .safeParse({ ...label, ...changes })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it.each([
    [{ protein: -1 }, [['protein', 'Must not be negative']]],
    [{ protein: 1000.1 }, [['protein', 'Must be at most 1,000 g']]],
    [{ kcal: 5001 }, [['kcal', 'Must be at most 5,000 kcal']]],
    [{ sodium: 10001 }, [['sodium', 'Must be at most 10,000 mg']]],
    [{ sodium: 2.5 }, [['sodium', 'Must be a whole number']]],
    [{ fat: Number.NaN }, [['fat', 'Must be a number']]],
    [{ carbs: '40' }, [['carbs', 'Must be a number']]],
    [{ fibre: undefined }, [['fibre', 'Required']]],
    // 40.25 g of carbohydrate: named once, without a sugar or energy check built on it.
    [{ carbs: 40.25 }, [['carbs', 'Must have at most one decimal']]],
  ])('%o is named at its own field only', (changes, expected) => {
    expect(problems(changes)).toEqual(expected);
  });

  it('still checks the energy when only another figure is wrong', () => {
    // 4 × 30 + 4 × 40 + 9 × 12 = 388 kcal from the macros; 300 is 22.7% short.
    expect(problems({ kcal: 300, sodium: -5 })).toEqual([
      ['sodium', 'Must not be negative'],
      ['kcal', 'Energy must be within 15% of 388 kcal (4 × protein + 4 × carbs + 9 × fat)'],
    ]);
  });
});

describe('a serving in grams', () => {
  // 'label' is 30 + 40 + 12 = 82 g of protein, carbohydrate and fat.
  it('holds at most its own weight of protein, carbohydrate and fat', () => {
    expect(consistentNutritionSchema.safeParse({ ...label, servingSize: '82 g' }).success).toBe(
      true,
    );
    expect(
      consistentNutritionSchema.safeParse({ ...label, servingSize: '81.9 g' }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ['servingSize'],
        message: 'Must weigh at least its protein, carbohydrate and fat (82 g)',
      }),
    ]);
  });

  it('counts tenths exactly: 0.1 g protein and 0.2 g fat fit in 0.3 g', () => {
    const crumb = { servingSize: '0.3 g', kcal: 2, protein: 0.1, carbs: 0, fat: 0.2 };
    // 4 × 0.1 + 9 × 0.2 = 2.2 kcal; 2 is within 15%. In floats 0.1 + 0.2 > 0.3.
    expect(
      consistentNutritionSchema.safeParse({ ...crumb, fibre: 0, sugar: 0, sodium: 0 }).success,
    ).toBe(true);
  });

  it('leaves a serving in ml alone: its weight is not on the label', () => {
    expect(consistentNutritionSchema.safeParse({ ...label, servingSize: '50 ml' }).success).toBe(
      true,
    );
  });
});

it('refuses a label that is not an object without checking its figures', () => {
  expect(consistentNutritionSchema.safeParse(null).error?.issues).toHaveLength(1);
});
