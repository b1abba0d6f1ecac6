import { z } from '../zod.js';

export const SEXES = ['male', 'female'] as const;
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very active'] as const;
export const FITNESS_GOALS = ['cut', 'maintain', 'bulk'] as const;

export type Sex = (typeof SEXES)[number];
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];
export type FitnessGoal = (typeof FITNESS_GOALS)[number];

export const ACTIVITY_LABELS: Record<ActivityLevel, string> = {
  sedentary: 'Sedentary',
  light: 'Light',
  moderate: 'Moderate',
  active: 'Active',
  'very active': 'Very active',
};
export const GOAL_LABELS: Record<FitnessGoal, string> = {
  cut: 'Cut',
  maintain: 'Maintain',
  bulk: 'Bulk',
};

/**
 * 'Very_Active', ' very-active ' and 'very active' are one choice: case, spaces and joins vary.
 * Anything else is refused with the choices named, not zod's 'Invalid option: expected one of'.
 */
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .trim()
            .toLowerCase()
            .replace(/[\s_-]+/g, ' ')
        : value,
    z.enum(values, {
      error: (issue) =>
        issue.input === undefined
          ? undefined
          : `Must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`,
    }),
  );

export const GOAL_RANGES = {
  weightKg: { min: 30, max: 250 },
  heightCm: { min: 120, max: 230 },
  age: { min: 14, max: 100 },
} as const;

// Anything but a number (a string, or null: JSON's spelling of a typed 1e309) is named in the
// shop's words at the field, not zod's 'expected number, received null'; a missing one stays
// 'Required'.
const inRange = (name: string, unit: string, { min, max }: { min: number; max: number }) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? undefined
          : `${name} must be a number between ${min} and ${max}${unit}`,
    })
    .min(min, `${name} must be between ${min} and ${max}${unit}`)
    .max(max, `${name} must be between ${min} and ${max}${unit}`);

/** What the shopper tells us; the targets are computed from it (dailyTargets). */
export const goalInputsSchema = z.object({
  weightKg: inRange('Weight', ' kg', GOAL_RANGES.weightKg),
  heightCm: inRange('Height', ' cm', GOAL_RANGES.heightCm),
  age: inRange('Age', ' years', GOAL_RANGES.age).int('Age must be a whole number of years'),
  sex: choice(SEXES),
  activity: choice(ACTIVITY_LEVELS),
  goal: choice(FITNESS_GOALS),
});
export type GoalInputs = z.output<typeof goalInputsSchema>;

export const dailyTargetsSchema = z.object({
  kcal: z.number().int(),
  protein: z.number().int(),
});
export type DailyTargets = z.infer<typeof dailyTargetsSchema>;

export const goalsSchema = goalInputsSchema.extend({ targets: dailyTargetsSchema });
export type Goals = z.output<typeof goalsSchema>;
