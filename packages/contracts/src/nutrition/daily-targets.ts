import type { ActivityLevel, DailyTargets, FitnessGoal, GoalInputs } from '../domain/goals.js';

const ACTIVITY_FACTOR: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  'very active': 1.9,
};
const ENERGY_FACTOR: Record<FitnessGoal, number> = { cut: 0.8, maintain: 1.0, bulk: 1.1 };
/** Grams of protein per kg of body weight. */
const PROTEIN_PER_KG: Record<FitnessGoal, number> = { cut: 2.2, maintain: 1.8, bulk: 2.0 };

/** The one-line explanation the goals view shows under the targets. */
export const DAILY_TARGETS_EXPLAINED =
  'Energy is your resting burn (Mifflin-St Jeor) times your activity, adjusted for your goal; protein is grams per kg of body weight for your goal.';

/**
 * Daily energy and protein targets. BMR (Mifflin-St Jeor) = 10·kg + 6.25·cm − 5·age, + 5 for men
 * or − 161 for women; energy = BMR × activity × goal factor, to the nearest 10 kcal; protein =
 * kg × grams per kg for the goal, to whole grams.
 */
export function dailyTargets({
  weightKg,
  heightCm,
  age,
  sex,
  activity,
  goal,
}: GoalInputs): DailyTargets {
  const bmr = 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);
  const kcal = bmr * ACTIVITY_FACTOR[activity] * ENERGY_FACTOR[goal];
  // toFixed first: 2594.9999… from binary fractions must not round down a tenth.
  return {
    kcal: Math.round(Number((kcal / 10).toFixed(6))) * 10,
    protein: Math.round(Number((weightKg * PROTEIN_PER_KG[goal]).toFixed(6))),
  };
}
