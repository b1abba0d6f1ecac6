import {
  ALLERGENS,
  DIET_LABELS,
  productArtOf,
  productDraftSchema,
  toValidationDetails,
  type Allergen,
  type Category,
  type Diet,
  type Product,
  type ProductArt,
  type ProductDraft,
} from '@gymfuel/contracts';
import {
  fieldProblemsFrom,
  REQUIRED_MESSAGE,
  type FieldProblems,
} from '../../../shared/forms/field-problems';
import { allergenName } from '../../../shared/ui/allergen-name';

/** The form's fields in screen order, keyed by the last part of the contract's path. */
export const FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  category: 'Category',
  price: 'Price (₹)',
  art: 'Picture',
  servingSize: 'Serving size',
  kcal: 'Energy (kcal)',
  protein: 'Protein (g)',
  carbs: 'Carbohydrate (g)',
  fat: 'Fat (g)',
  fibre: 'Fibre (g)',
  sugar: 'Sugar (g)',
  sodium: 'Sodium (mg)',
  diet: 'Diet',
  allergens: 'Allergens',
  ingredients: 'Ingredients',
} as const;
export type ProductField = keyof typeof FIELD_LABELS;

export const NUTRITION_FIELDS = [
  'kcal',
  'protein',
  'carbs',
  'fat',
  'fibre',
  'sugar',
  'sodium',
] as const satisfies readonly ProductField[];
type NutritionFigure = (typeof NUTRITION_FIELDS)[number];

/** What the inputs hold: text as typed, '' for a choice not made yet. */
export type ProductFormValues = Record<
  'title' | 'description' | 'price' | 'servingSize' | 'ingredients' | NutritionFigure,
  string
> & {
  category: Category | '';
  art: ProductArt | '';
  diet: Diet | '';
  allergens: Allergen[];
};

export const fieldId = (field: ProductField) => `product-${field}`;

export const EMPTY_VALUES: ProductFormValues = {
  title: '',
  description: '',
  category: '',
  price: '',
  art: '',
  servingSize: '',
  kcal: '',
  protein: '',
  carbs: '',
  fat: '',
  fibre: '',
  sugar: '',
  sodium: '',
  diet: '',
  allergens: [],
  ingredients: '',
};

/** A product as the form shows it; an undeclared label leaves its fields empty. */
export function valuesOf(product: Product): ProductFormValues {
  const figure = (field: NutritionFigure) =>
    product.nutrition === null ? '' : String(product.nutrition[field]);
  return {
    title: product.title,
    description: product.description,
    category: product.category,
    price: String(product.price),
    art: productArtOf(product.imageUrl) ?? '',
    servingSize: product.nutrition?.servingSize ?? '',
    kcal: figure('kcal'),
    protein: figure('protein'),
    carbs: figure('carbs'),
    fat: figure('fat'),
    fibre: figure('fibre'),
    sugar: figure('sugar'),
    sodium: figure('sodium'),
    diet: product.diet ?? '',
    allergens: product.allergens,
    ingredients: product.ingredients,
  };
}

/** An empty input is a missing value (the contract says which are required), never 0. */
const numberOrMissing = (text: string) => (text.trim() === '' ? undefined : Number(text));
const choiceOrMissing = <T extends string>(choice: T | '') => (choice === '' ? undefined : choice);

/** What the form would send, before the contract has looked at it. */
function toDraftInput(values: ProductFormValues) {
  return {
    title: values.title,
    description: values.description,
    category: choiceOrMissing(values.category),
    price: numberOrMissing(values.price),
    art: choiceOrMissing(values.art),
    nutrition: {
      servingSize: values.servingSize.trim(),
      ...Object.fromEntries(
        NUTRITION_FIELDS.map((field) => [field, numberOrMissing(values[field])]),
      ),
    },
    diet: choiceOrMissing(values.diet),
    allergens: values.allergens,
    ingredients: values.ingredients,
  };
}

/**
 * The contract's own rules (productDraftSchema, the energy check included), so a mistake is
 * named at its field before anything is sent: the draft to send, or what is wrong where.
 */
export function checkProductForm(
  values: ProductFormValues,
): { draft: ProductDraft } | { problems: FieldProblems<ProductField> } {
  const parsed = productDraftSchema.safeParse(toDraftInput(values));
  if (parsed.success) return { draft: parsed.data };
  // The contracts word a missing value 'Required'; the shop's forms say 'Title is required'.
  const issues = toValidationDetails(parsed.error).map((issue) =>
    issue.message === 'Required' ? { ...issue, message: REQUIRED_MESSAGE } : issue,
  );
  return { problems: fieldProblemsFrom(issues, FIELD_LABELS) };
}

/** The emoji an art code draws, which screen readers name ('🥭' is read 'mango'). */
export const emojiOf = (art: ProductArt) =>
  String.fromCodePoint(...art.split('-').map((code) => Number.parseInt(code, 16)));

/** A field's value in words, as the form shows it ('' for nothing chosen or typed). */
export function shownValueOf(values: ProductFormValues, field: ProductField): string {
  return field === 'allergens'
    ? ALLERGENS.filter((allergen) => values.allergens.includes(allergen))
        .map(allergenName)
        .join(', ')
    : field === 'diet'
      ? values.diet && DIET_LABELS[values.diet]
      : field === 'art'
        ? values.art && emojiOf(values.art)
        : values[field].trim();
}
