import { energyFromMacros, type Nutrition } from '../domain/nutrition.js';

/**
 * How far a label's stated energy may stray from its macros (4 kcal/g protein and carbohydrate,
 * 9 kcal/g fat), in percent: fibre, alcohols and rounding on a real label account for the rest.
 */
export const ENERGY_TOLERANCE_PERCENT = 15;

/** Grams as whole tenths: a label gives them to one decimal. */
const tenths = (grams: number) => Math.round(grams * 10);

/**
 * Whether the stated kcal is within ENERGY_TOLERANCE_PERCENT of the energy its macros give, or
 * within one kcal of it: kcal are whole, and below about 7 kcal 15% is less than the rounding, so
 * a light label (black coffee's 1.2 kcal) would otherwise have no whole figure it could state.
 * Worked in whole tenths of a kcal: summed as binary fractions, 0.1 g protein, 2.1 g carbs and
 * 16.8 g fat make 160.00000000000003 kcal, which refused 136 kcal, exactly 15% under.
 */
export function energyIsConsistent(
  nutrition: Pick<Nutrition, 'kcal' | 'protein' | 'carbs' | 'fat'>,
): boolean {
  const fromMacros =
    4 * tenths(nutrition.protein) + 4 * tenths(nutrition.carbs) + 9 * tenths(nutrition.fat);
  const off = Math.abs(tenths(nutrition.kcal) - fromMacros);
  return off * 100 <= ENERGY_TOLERANCE_PERCENT * fromMacros || off <= 10;
}

/** What the menu form and the API say when it is not, with the figure the macros give. */
export function energyMismatchMessage(
  nutrition: Pick<Nutrition, 'protein' | 'carbs' | 'fat'>,
): string {
  const fromMacros = Math.round(energyFromMacros(nutrition));
  return `Energy must be within 15% of ${fromMacros} kcal (4 × protein + 4 × carbs + 9 × fat)`;
}
