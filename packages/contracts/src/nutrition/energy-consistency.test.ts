import { describe, expect, it } from 'vitest';
import { energyIsConsistent, energyMismatchMessage } from './energy-consistency.js';

// Macros of 20 g protein, 30 g carbs and 10 g fat give 80 + 120 + 90 = 290 kcal;
// 15% of 290 is 43.5, so 246.5 to 333.5 kcal is consistent.
const macros = { protein: 20, carbs: 30, fat: 10 };

describe('energyIsConsistent', () => {
  it.each([
    [290, true],
    [247, true],
    [333, true],
    [246, false],
    [334, false],
    [0, false],
  ])('%i kcal from 290 kcal of macros → %s', (kcal, consistent) => {
    expect(energyIsConsistent({ ...macros, kcal })).toBe(consistent);
  });

  it('takes 0 kcal for a label with no macros (water), and nothing else', () => {
    expect(energyIsConsistent({ kcal: 0, protein: 0, carbs: 0, fat: 0 })).toBe(true);
    expect(energyIsConsistent({ kcal: 5, protein: 0, carbs: 0, fat: 0 })).toBe(false);
  });

  it('leaves a whole kcal possible for a light label, where 15% is under one kcal', () => {
    // Black coffee: 0.3 g protein gives 1.2 kcal; 15% is 0.18, so no whole kcal was within it.
    expect(energyIsConsistent({ kcal: 1, protein: 0.3, carbs: 0, fat: 0 })).toBe(true);
    // 0.1 g protein and 0.5 g carbs give 2.4 kcal: 2 and 3 are both within one kcal.
    expect(energyIsConsistent({ kcal: 2, protein: 0.1, carbs: 0.5, fat: 0 })).toBe(true);
    expect(energyIsConsistent({ kcal: 3, protein: 0.1, carbs: 0.5, fat: 0 })).toBe(true);
    expect(energyIsConsistent({ kcal: 4, protein: 0.1, carbs: 0.5, fat: 0 })).toBe(false);
  });

  it('counts tenths of a gram: 26.5 g protein, 30.2 g carbs, 11.4 g fat give 329.4 kcal', () => {
    // 106 + 120.8 + 102.6 = 329.4; the tolerance is 49.41, so 280 to 378 kcal.
    const label = { protein: 26.5, carbs: 30.2, fat: 11.4 };
    expect(energyIsConsistent({ ...label, kcal: 280 })).toBe(true);
    expect(energyIsConsistent({ ...label, kcal: 279 })).toBe(false);
    expect(energyIsConsistent({ ...label, kcal: 378 })).toBe(true);
    expect(energyIsConsistent({ ...label, kcal: 379 })).toBe(false);
  });

  it('takes a kcal exactly 15% off the macros, however the tenths add up in binary', () => {
    // 0.4 + 8.4 + 151.2 = 160 kcal; 15% of it is 24, so 136 and 184 are on the edge and in.
    // Added as binary fractions the macros make 160.00000000000003, which pushed 136 out.
    const label = { protein: 0.1, carbs: 2.1, fat: 16.8 };
    expect(energyIsConsistent({ ...label, kcal: 136 })).toBe(true);
    expect(energyIsConsistent({ ...label, kcal: 184 })).toBe(true);
    expect(energyIsConsistent({ ...label, kcal: 135 })).toBe(false);
    expect(energyIsConsistent({ ...label, kcal: 185 })).toBe(false);
    // 0.4 + 128.8 + 10.8 = 140 kcal; 15% is 21, so 119 is in.
    expect(energyIsConsistent({ protein: 0.1, carbs: 32.2, fat: 1.2, kcal: 119 })).toBe(true);
  });
});

describe('energyMismatchMessage', () => {
  it('names the energy the macros give, in whole kcal', () => {
    expect(energyMismatchMessage(macros)).toBe(
      'Energy must be within 15% of 290 kcal (4 × protein + 4 × carbs + 9 × fat)',
    );
    expect(energyMismatchMessage({ protein: 26.5, carbs: 30.2, fat: 11.4 })).toBe(
      'Energy must be within 15% of 329 kcal (4 × protein + 4 × carbs + 9 × fat)',
    );
  });
});
