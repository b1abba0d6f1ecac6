import { z } from '../zod.js';
import { editedVersionSchema } from '../rules/edit-version.js';
import { PRODUCT_ART } from '../art.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { DIET_LABELS, type Diet } from '../domain/diets.js';
import {
  ALLERGENS,
  allergenSchema,
  dietSchema,
  nutritionSchema,
  type Allergen,
  type Nutrition,
} from '../domain/nutrition.js';
import { productSchema } from '../domain/product.js';
import { energyIsConsistent, energyMismatchMessage } from '../nutrition/energy-consistency.js';
import { wholeRupeesSchema } from '../rules/amounts.js';
import { categorySchema } from '../rules/catalogue.js';
import { objectIdSchema } from '../rules/ids.js';
import { optionalText, requiredText } from '../rules/text.js';
import { dataResponse } from './responses.js';

export const PRODUCT_TITLE_MAX = 60;
export const PRODUCT_DESCRIPTION_MAX = 300;
export const PRODUCT_INGREDIENTS_MAX = 500;

/**
 * A `when` for a cross-check of the label: it runs only once the figures it reads are valid, so
 * a negative protein is named at Protein alone, not also as 'within 15% of -4 kcal' at Energy.
 * An issue with no path is the label itself not being an object (null): nothing to read then.
 */
const onceValid =
  (...fields: (keyof Nutrition)[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some(
      ({ path = [] }) => path.length === 0 || fields.includes(path[0] as keyof Nutrition),
    );

/** Protein, carbohydrate and fat together, in tenths of a gram (0.1 + 0.2 is then exactly 0.3). */
const macroTenths = ({ protein, carbs, fat }: Nutrition) =>
  Math.round(protein * 10) + Math.round(carbs * 10) + Math.round(fat * 10);

/**
 * A serving given in grams, in tenths; a serving in ml is not held to it (a drink's weight per ml
 * is not on the label), so it counts as unbounded.
 */
const servingTenths = ({ servingSize }: Nutrition) => {
  const [amount, unit] = servingSize.split(' ');
  return unit === 'g' ? Math.round(Number(amount) * 10) : Infinity;
};

/** A part of the carbohydrate on an Indian label (sugars, fibre) is never more than all of it. */
const withinCarbohydrate = (part: 'sugar' | 'fibre'): Parameters<typeof nutritionSchema.refine> => [
  (nutrition) => nutrition[part] <= nutrition.carbs,
  {
    path: [part],
    error: (issue) => `Must be at most the carbohydrate (${(issue.input as Nutrition).carbs} g)`,
    when: onceValid(part, 'carbs'),
  },
];

/**
 * A label whose energy agrees with its macros (nutrition/energy-consistency.ts), whose sugars
 * and fibre are each part of its carbohydrate, as on any Indian label, and whose macros fit in
 * its serving.
 */
export const consistentNutritionSchema = nutritionSchema
  .refine(energyIsConsistent, {
    path: ['kcal'],
    error: (issue) => energyMismatchMessage(issue.input as Nutrition),
    when: onceValid('kcal', 'protein', 'carbs', 'fat'),
  })
  .refine(...withinCarbohydrate('sugar'))
  .refine(...withinCarbohydrate('fibre'))
  .refine((nutrition) => macroTenths(nutrition) <= servingTenths(nutrition), {
    path: ['servingSize'],
    error: (issue) =>
      `Must weigh at least its protein, carbohydrate and fat (${macroTenths(issue.input as Nutrition) / 10} g)`,
    when: onceValid('servingSize', 'protein', 'carbs', 'fat'),
  });

/**
 * The marks an allergen leaves possible: FSSAI's veg mark excludes egg, and fish and crustacean
 * are non-veg. A product declaring egg under the veg mark would pass 'Veg only'.
 */
const DIETS_WITH: Partial<Record<Allergen, readonly Diet[]>> = {
  egg: ['egg', 'non-veg'],
  fish: ['non-veg'],
  crustacean: ['non-veg'],
};

/** Refuses a diet mark the declared allergens contradict, at Diet. */
function checkDietAgainstAllergens(
  { diet, allergens }: { diet: Diet; allergens: readonly Allergen[] },
  ctx: z.RefinementCtx,
) {
  for (const allergen of allergens) {
    const diets = DIETS_WITH[allergen];
    if (diets && !diets.includes(diet)) {
      const marks = diets.map((mark) => DIET_LABELS[mark]).join(' or ');
      ctx.addIssue({
        code: 'custom',
        path: ['diet'],
        message: `Must be ${marks} with ${allergen} among the allergens`,
      });
      return;
    }
  }
}

/**
 * Everything the owner edits about a product, as the 'Menu' form sends it: the price in whole
 * rupees, the picture as one of the packaged PRODUCT_ART codes, and a full, consistent label
 * whose diet mark agrees with its allergens. An edit replaces all of it.
 */
export const productDraftSchema = z
  .object({
    // One line, one space between words: 'Oat  Bar' is the title 'Oat Bar', which the menu may
    // already have.
    title: requiredText(PRODUCT_TITLE_MAX, { oneLine: true }),
    description: requiredText(PRODUCT_DESCRIPTION_MAX),
    category: categorySchema,
    price: wholeRupeesSchema.min(1, 'Must be at least ₹1'),
    art: z.enum(PRODUCT_ART, 'Choose one of the pictures'),
    nutrition: consistentNutritionSchema,
    diet: dietSchema,
    allergens: z
      .array(allergenSchema)
      .refine(
        (allergens) => new Set(allergens).size === allergens.length,
        'Name each allergen once',
      )
      // Stored and shown in FSSAI's order, whatever order they were ticked in.
      .transform((allergens) => ALLERGENS.filter((allergen) => allergens.includes(allergen))),
    ingredients: optionalText(PRODUCT_INGREDIENTS_MAX),
  })
  .superRefine(checkDietAgainstAllergens);
export type ProductDraft = z.infer<typeof productDraftSchema>;

export const productPathParamsSchema = z.object({ productId: objectIdSchema });

/** Addition beyond the spec: an owner adds a product to the menu (available at once). */
export const createProduct = defineEndpoint({
  method: 'POST',
  path: '/admin/products',
  auth: 'owner',
  origin: 'addition',
  body: productDraftSchema,
  response: dataResponse(productSchema),
  successStatuses: [201],
});

/** An edit names the product's version it was based on (the `version` the console read). */
export const updateProductBodySchema = productDraftSchema.extend({
  version: editedVersionSchema,
});

/**
 * Addition beyond the spec: an owner rewrites a product's editable fields; 409 when the product
 * was saved by someone else since the version sent.
 */
export const updateProduct = defineEndpoint({
  method: 'PUT',
  path: '/admin/products/:productId',
  auth: 'owner',
  origin: 'addition',
  params: productPathParamsSchema,
  body: updateProductBodySchema,
  response: dataResponse(productSchema),
});

export const setProductAvailabilityBodySchema = z.object({ available: z.boolean() });

/** Addition beyond the spec: the 'Available' toggle; false shows 'Sold out' in the shop. */
export const setProductAvailability = defineEndpoint({
  method: 'PUT',
  path: '/admin/products/:productId/availability',
  auth: 'owner',
  origin: 'addition',
  params: productPathParamsSchema,
  body: setProductAvailabilityBodySchema,
  response: dataResponse(productSchema),
});

export const adminProductsEndpoints = {
  createProduct,
  updateProduct,
  setProductAvailability,
} as const satisfies Record<string, EndpointDefinition>;
