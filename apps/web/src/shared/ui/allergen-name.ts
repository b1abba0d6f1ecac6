import { ALLERGENS, type Allergen } from '@gymfuel/contracts';

/** An allergen as the shop prints it: 'Milk', 'Tree nuts'. */
export const allergenName = (allergen: Allergen): string =>
  allergen.charAt(0).toUpperCase() + allergen.slice(1);

/**
 * Allergens in FSSAI's order, whatever order they came in, so every list of them reads the
 * same way: ['peanut', 'milk'] → ['milk', 'peanut'].
 */
export const inFssaiOrder = (allergens: readonly Allergen[]): Allergen[] =>
  ALLERGENS.filter((allergen) => allergens.includes(allergen));
