import { totalNutrition, type NutritionTotals, type Product } from '@gymfuel/contracts';

/** A line of the cart or of the checkout snapshot: which product, how many. */
export interface OrderedLine {
  proId: string;
  quantity: number;
}

export interface OrderNutrition extends NutritionTotals {
  /** Lines whose product has no label (or is not in the catalogue): left out of the totals. */
  unlabelledLines: number;
}

/**
 * The order's protein and energy, quantities included. Cart lines carry no label, so each is
 * joined with the catalogue by product id; an unlabelled product counts for nothing rather than
 * for a guessed figure (docs/product.md#product-entity).
 */
export function orderNutrition(
  lines: readonly OrderedLine[],
  catalogue: ReadonlyMap<string, Product>,
): OrderNutrition {
  const labelled = [];
  for (const line of lines) {
    const nutrition = catalogue.get(line.proId)?.nutrition;
    if (nutrition)
      labelled.push({ protein: nutrition.protein, kcal: nutrition.kcal, quantity: line.quantity });
  }
  return { ...totalNutrition(labelled), unlabelledLines: lines.length - labelled.length };
}
