import type { Product } from '@gymfuel/contracts';
import { allergenName, inFssaiOrder } from '../../shared/ui/allergen-name';

/** FSSAI's Labelling and Display Regulations ask for this line beside the nutrition figures. */
export const FSSAI_ENERGY_NOTE =
  'An average active adult requires 2,000 kcal energy per day, however, calorie needs may vary.';

function allergenLine({ allergens, nutrition }: Product): string | null {
  if (allergens.length > 0)
    return `Contains: ${inFssaiOrder(allergens).map(allergenName).join(', ')}`;
  // An unlabelled product's empty list means "not declared yet", not "none": say nothing.
  return nutrition ? 'No declared allergens' : null;
}

/** What the label says under its figures: allergens, ingredients and FSSAI's energy note. */
export function LabelNotes({ product }: { product: Product }) {
  const allergens = allergenLine(product);
  return (
    <div className="label-notes">
      {allergens && <p className="label-notes__allergens">{allergens}</p>}
      {product.ingredients && (
        <p className="label-notes__ingredients">{`Ingredients: ${product.ingredients}`}</p>
      )}
      {product.nutrition && <p className="label-notes__fssai">{FSSAI_ENERGY_NOTE}</p>}
    </div>
  );
}
