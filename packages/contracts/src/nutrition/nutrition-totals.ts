/** A line's per-unit figures and its quantity: a cart line, or an order line's snapshot. */
export interface NutritionLine {
  protein: number;
  kcal: number;
  quantity: number;
}

export interface NutritionTotals {
  /** Grams, to one decimal. */
  protein: number;
  kcal: number;
}

/**
 * The whole order's protein and energy, quantities included. Counted in tenths of a gram, so
 * 0.1 + 0.2 never shows as 0.30000000000000004.
 */
export function totalNutrition(lines: readonly NutritionLine[]): NutritionTotals {
  let proteinTenths = 0;
  let kcal = 0;
  for (const line of lines) {
    proteinTenths += Math.round(line.protein * 10) * line.quantity;
    kcal += line.kcal * line.quantity;
  }
  return { protein: proteinTenths / 10, kcal };
}

/** Protein grams for every ₹100 of price, to one decimal: the 'Protein per ₹' ranking. */
export function proteinPerHundredRupees(protein: number, priceRupees: number): number {
  if (priceRupees <= 0) return 0;
  // From whole tenths of a gram, as the label gives them: 32.3 × 1000 is 32299.999… in binary,
  // which would turn ₹200's exact 16.15 into 16.1.
  return Math.round((Math.round(protein * 10) * 100) / priceRupees) / 10;
}

/** Grams as labels print them: '24 g', '24.5 g'. */
export const formatGrams = (grams: number): string =>
  `${Number.isInteger(grams) ? grams : grams.toFixed(1)} g`;
