import { makeNutrition } from '../../test/fixtures';
import { energyShares } from './energy-shares';

describe('energy shares', () => {
  it('gives each macro its share of their energy at 4, 4 and 9 kcal per gram', () => {
    // 24 g × 4 = 96, 20 g × 4 = 80, 16 g × 9 = 144 kcal: 320 in all.
    expect(energyShares(makeNutrition({ protein: 24, carbs: 20, fat: 16 }))).toEqual({
      protein: 30,
      carbs: 25,
      fat: 45,
    });
  });

  it('rounds so the three add up to 100, the largest remainders first', () => {
    // 40, 40 and 90 kcal of 170: 23.53%, 23.53% and 52.94%, which would round to 101%.
    expect(energyShares(makeNutrition({ protein: 10, carbs: 10, fat: 10 }))).toEqual({
      protein: 24,
      carbs: 23,
      fat: 53,
    });
  });

  it('has no shares when the macros carry no energy', () => {
    expect(energyShares(makeNutrition({ protein: 0, carbs: 0, fat: 0 }))).toBeNull();
  });
});
