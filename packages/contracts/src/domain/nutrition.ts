import { groupIndianDigits } from '../indian-digits.js';
import { z } from '../zod.js';
import { DIETS } from './diets.js';

/**
 * The allergens FSSAI's Labelling and Display Regulations 2020 name for declaration, in their
 * order (docs/product.md#nutrition). A product declares a subset; empty means none declared.
 */
export const ALLERGENS = [
  'gluten',
  'crustacean',
  'milk',
  'egg',
  'fish',
  'peanut',
  'tree nuts',
  'soy',
  'sulphite',
] as const;
export const allergenSchema = z.enum(ALLERGENS);
export type Allergen = z.infer<typeof allergenSchema>;

export const dietSchema = z.enum(DIETS);

// Zod's own wording ('Too small: expected number to be >=0') would reach the menu form's fields.
// A missing figure keeps the contracts' 'Required' (zod.ts): undefined falls through to it.
const figure = (most: number, unit: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? undefined : 'Must be a number') })
    .min(0, 'Must not be negative')
    .max(most, `Must be at most ${groupIndianDigits(String(most))} ${unit}`);

/** Grams with at most one decimal, as a label prints them. */
const grams = figure(1000, 'g').refine(
  (value) => Math.round(value * 10) === value * 10,
  'Must have at most one decimal',
);
const whole = (most: number, unit: string) => figure(most, unit).int('Must be a whole number');

/** Per serving. kcal and sodium (mg) are whole numbers; the rest are grams to one decimal. */
export const nutritionSchema = z.object({
  /** With its unit, e.g. '350 ml' or '320 g': more than nothing, written without leading zeros. */
  servingSize: z
    .string()
    .regex(/^([1-9]\d*(\.\d)?|0\.[1-9]) (g|ml)$/, "Must read like '350 ml' or '320 g'"),
  kcal: whole(5000, 'kcal'),
  protein: grams,
  carbs: grams,
  fat: grams,
  fibre: grams,
  sugar: grams,
  sodium: whole(10000, 'mg'),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

/** Energy from the macros (4 kcal/g protein and carbohydrate, 9 kcal/g fat). */
export const energyFromMacros = ({
  protein,
  carbs,
  fat,
}: Pick<Nutrition, 'protein' | 'carbs' | 'fat'>) => 4 * protein + 4 * carbs + 9 * fat;
