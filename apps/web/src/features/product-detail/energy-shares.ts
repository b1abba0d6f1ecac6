import { energyFromMacros, type Nutrition } from '@gymfuel/contracts';

export interface EnergyShares {
  /** Whole percentages of the macros' energy; the three add up to exactly 100. */
  protein: number;
  carbs: number;
  fat: number;
}

const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;
const MACROS = ['protein', 'carbs', 'fat'] as const;

/**
 * What share of the energy comes from protein, carbohydrate and fat (4, 4 and 9 kcal per gram),
 * as percentages of their sum rather than of the label's kcal, which is rounded and counts fibre.
 * Whole percentages by largest remainder, so the bars never add up to 99% or 101%. Null when
 * the macros carry no energy at all: there is no share to show.
 */
export function energyShares(nutrition: Nutrition): EnergyShares | null {
  const total = energyFromMacros(nutrition);
  if (total <= 0) return null;
  const parts = MACROS.map((macro) => {
    const exact = (nutrition[macro] * KCAL_PER_GRAM[macro] * 100) / total;
    return { macro, exact, whole: Math.floor(exact) };
  });
  const missing = 100 - parts.reduce((sum, part) => sum + part.whole, 0);
  // The largest remainders get the points the floors left out; a stable sort keeps ties in
  // label order.
  const byRemainder = [...parts].sort((a, b) => b.exact - b.whole - (a.exact - a.whole));
  for (const part of byRemainder.slice(0, missing)) part.whole += 1;
  const share = (macro: (typeof MACROS)[number]) =>
    parts.find((part) => part.macro === macro)?.whole ?? 0;
  return { protein: share('protein'), carbs: share('carbs'), fat: share('fat') };
}
