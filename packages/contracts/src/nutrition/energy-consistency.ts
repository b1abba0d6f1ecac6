import { energyFromMacros, type Nutrition } from '../domain/nutrition.js';

/**
 * How far a label's stated energy may stray from its macros (4 kcal/g protein and carbohydrate,
 * 9 kcal/g fat): fibre, alcohols and rounding on a real label account for the rest.
 */
export const ENERGY_TOLERANCE = 0.15;

/**
 * Whether the stated kcal is within ENERGY_TOLERANCE of the energy its macros give, or within
 * one kcal of it: kcal are whole, and below about 7 kcal 15% is less than the rounding, so a
 * light label (black coffee's 1.2 kcal) would otherwise have no whole figure it could state.
 */
export function energyIsConsistent(
  nutrition: Pick<Nutrition, 'kcal' | 'protein' | 'carbs' | 'fat'>,
): boolean {
  const fromMacros = energyFromMacros(nutrition);
  return Math.abs(nutrition.kcal - fromMacros) <= Math.max(ENERGY_TOLERANCE * fromMacros, 1);
}

/** What the menu form and the API say when it is not, with the figure the macros give. */
export function energyMismatchMessage(
  nutrition: Pick<Nutrition, 'protein' | 'carbs' | 'fat'>,
): string {
  const fromMacros = Math.round(energyFromMacros(nutrition));
  return `Energy must be within 15% of ${fromMacros} kcal (4 × protein + 4 × carbs + 9 × fat)`;
}
