import { describe, expect, it } from 'vitest';
import { makeNutrition, makeProduct } from '../../test/fixtures';
import { proteinPerRupeeFact } from './protein-per-rupee';
import { sortProducts } from './sort-products';

describe('sortProducts by protein per ₹', () => {
  // By hand: 24.3 g for ₹201 is 2430 / 201 = 12.09 g per ₹100, 24.2 g for ₹200 exactly 12.10;
  // both print as 12.1, yet the second gives more protein for the money.
  const nearly = makeProduct('Meals', 'Nearly', 201, {
    nutrition: makeNutrition({ protein: 24.3, kcal: 300 }),
  });
  const exactly = makeProduct('Meals', 'Exactly', 200, {
    nutrition: makeNutrition({ protein: 24.2, kcal: 300 }),
  });

  it('ranks by the exact figure, not the one the card prints', () => {
    expect([nearly, exactly].map(proteinPerRupeeFact)).toEqual([
      '12.1 g per ₹100',
      '12.1 g per ₹100',
    ]);
    expect(sortProducts([nearly, exactly], 'protein-per-rupee').map((p) => p.title)).toEqual([
      'Exactly',
      'Nearly',
    ]);
  });

  it('keeps the catalogue order of a true tie, with no protein before an unlabelled product', () => {
    // 20 g for ₹100 and 40 g for ₹200 are both 20 g per ₹100; 0 g is 0.
    const a = makeProduct('Meals', 'A', 100, { nutrition: makeNutrition({ protein: 20 }) });
    const b = makeProduct('Meals', 'B', 200, { nutrition: makeNutrition({ protein: 40 }) });
    const none = makeProduct('Meals', 'No protein', 50, {
      nutrition: makeNutrition({ protein: 0 }),
    });
    const unlabelled = makeProduct('Meals', 'Unlabelled', 10);
    expect(sortProducts([unlabelled, none, b, a], 'protein-per-rupee').map((p) => p.title)).toEqual(
      ['B', 'A', 'No protein', 'Unlabelled'],
    );
  });
});
