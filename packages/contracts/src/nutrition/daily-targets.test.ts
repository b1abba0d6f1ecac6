import { describe, expect, it } from 'vitest';
import { goalInputsSchema } from '../domain/goals.js';
import { dailyTargets } from './daily-targets.js';

// Each figure worked out by hand from BMR = 10·kg + 6.25·cm − 5·age (+5 men, −161 women),
// × activity factor × goal factor (to the nearest 10 kcal), and protein = kg × g/kg for the goal.
describe('dailyTargets', () => {
  it.each([
    // 700 + 1093.75 − 125 + 5 = 1673.75; × 1.55 = 2594.31 → 2590; 70 × 1.8 = 126
    [
      { weightKg: 70, heightCm: 175, age: 25, sex: 'male', activity: 'moderate', goal: 'maintain' },
      2590,
      126,
    ],
    // 600 + 1031.25 − 150 − 161 = 1320.25; × 1.2 × 0.8 = 1267.44 → 1270; 60 × 2.2 = 132
    [
      { weightKg: 60, heightCm: 165, age: 30, sex: 'female', activity: 'sedentary', goal: 'cut' },
      1270,
      132,
    ],
    // 900 + 1156.25 − 175 + 5 = 1886.25; × 1.725 × 1.1 = 3579.16 → 3580; 90 × 2.0 = 180
    [
      { weightKg: 90, heightCm: 185, age: 35, sex: 'male', activity: 'active', goal: 'bulk' },
      3580,
      180,
    ],
    // 550 + 1000 − 110 − 161 = 1279; × 1.375 = 1758.63 → 1760; 55 × 1.8 = 99
    [
      { weightKg: 55, heightCm: 160, age: 22, sex: 'female', activity: 'light', goal: 'maintain' },
      1760,
      99,
    ],
    // 800 + 1125 − 200 + 5 = 1730; × 1.9 × 0.8 = 2629.6 → 2630; 80 × 2.2 = 176
    [
      { weightKg: 80, heightCm: 180, age: 40, sex: 'male', activity: 'very active', goal: 'cut' },
      2630,
      176,
    ],
    // The lowest of every range: 300 + 750 − 500 − 161 = 389; × 1.2 × 0.8 = 373.44 → 370; 30 × 2.2 = 66
    [
      { weightKg: 30, heightCm: 120, age: 100, sex: 'female', activity: 'sedentary', goal: 'cut' },
      370,
      66,
    ],
    // The highest: 2500 + 1437.5 − 70 + 5 = 3872.5; × 1.9 × 1.1 = 8093.53 → 8090; 250 × 2.0 = 500
    [
      { weightKg: 250, heightCm: 230, age: 14, sex: 'male', activity: 'very active', goal: 'bulk' },
      8090,
      500,
    ],
    // A weight with a decimal: 705 + 1093.75 − 125 + 5 = 1678.75; × 1.55 = 2602.06 → 2600; 70.5 × 1.8 = 126.9 → 127
    [
      {
        weightKg: 70.5,
        heightCm: 175,
        age: 25,
        sex: 'male',
        activity: 'moderate',
        goal: 'maintain',
      },
      2600,
      127,
    ],
  ] as const)('%o → %i kcal and %i g protein', (inputs, kcal, protein) => {
    expect(dailyTargets(goalInputsSchema.parse(inputs))).toEqual({ kcal, protein });
  });
});

describe('goalInputsSchema', () => {
  const valid = {
    weightKg: 70,
    heightCm: 175,
    age: 25,
    sex: 'male',
    activity: 'moderate',
    goal: 'maintain',
  };

  it('takes the choices in any case and spelling of the join', () => {
    expect(
      goalInputsSchema.parse({ ...valid, sex: 'Female', activity: ' Very_Active ', goal: 'Bulk' }),
    ).toMatchObject({ sex: 'female', activity: 'very active', goal: 'bulk' });
  });

  it.each([
    ['weightKg', 29.9, 'Weight must be between 30 and 250 kg'],
    ['weightKg', 250.1, 'Weight must be between 30 and 250 kg'],
    ['heightCm', 119, 'Height must be between 120 and 230 cm'],
    ['heightCm', 231, 'Height must be between 120 and 230 cm'],
    ['age', 13, 'Age must be between 14 and 100 years'],
    ['age', 101, 'Age must be between 14 and 100 years'],
    ['age', 30.5, 'Age must be a whole number of years'],
  ])('refuses %s = %d, saying %s', (field, value, message) => {
    const result = goalInputsSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it('accepts the ends of every range', () => {
    for (const edge of [
      { weightKg: 30, heightCm: 120, age: 14 },
      { weightKg: 250, heightCm: 230, age: 100 },
    ]) {
      expect(goalInputsSchema.safeParse({ ...valid, ...edge }).success).toBe(true);
    }
  });
});
