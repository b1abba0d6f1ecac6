import { ALLERGENS, consistentNutritionSchema } from '@gymfuel/contracts';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from './products.js';

/** Words in the ingredients that decide the diet mark and the allergens (FSSAI). */
const mentions = (ingredients: string, ...words: string[]) =>
  words.some((word) => new RegExp(`\\b${word}`, 'i').test(ingredients));

describe.each(SEED_PRODUCTS.map((product) => [product.title, product] as const))(
  'the label of %s',
  (_title, { category, nutrition, diet, allergens, ingredients }) => {
    it('is a valid FSSAI nutrition panel, by every rule the menu holds an owner to', () => {
      expect(consistentNutritionSchema.parse(nutrition)).toEqual(nutrition);
      expect(ingredients.length).toBeGreaterThan(10);
    });

    it('states energy within 15% of 4·protein + 4·carbs + 9·fat', () => {
      const fromMacros = 4 * nutrition.protein + 4 * nutrition.carbs + 9 * nutrition.fat;
      expect(Math.abs(nutrition.kcal - fromMacros) / fromMacros).toBeLessThanOrEqual(0.15);
    });

    it('carries the protein its category promises', () => {
      if (category === 'Smoothie' || category === 'Shakes') {
        expect(nutrition.protein).toBeGreaterThanOrEqual(20);
        expect(nutrition.protein).toBeLessThanOrEqual(40);
      }
      if (category === 'Meals') {
        expect(nutrition.protein).toBeGreaterThanOrEqual(25);
        expect(nutrition.protein).toBeLessThanOrEqual(50);
      }
      expect(nutrition.protein).toBeLessThanOrEqual(nutrition.kcal / 4);
    });

    it('agrees with its ingredients on the diet mark and the allergens', () => {
      const meatOrFish = mentions(
        ingredients,
        'chicken',
        'fish',
        'salmon',
        'prawn',
        'lamb',
        'mutton',
      );
      if (meatOrFish) expect(diet).toBe('non-veg');
      else if (mentions(ingredients, 'egg')) expect(diet).toBe('egg');
      else expect(diet).toBe('veg');
      if (mentions(ingredients, 'paneer')) expect(diet).toBe('veg');

      if (
        mentions(
          ingredients,
          'whey',
          'casein',
          'paneer',
          'curd',
          '(?<!coconut )yogurt',
          'milk \\(milk',
          'toned milk',
          'full-cream milk',
          'makhani',
        )
      ) {
        expect(allergens).toContain('milk');
      }
      if (mentions(ingredients, 'egg')) expect(allergens).toContain('egg');
      if (mentions(ingredients, 'salmon', 'fish')) expect(allergens).toContain('fish');
      if (mentions(ingredients, 'prawn')) expect(allergens).toContain('crustacean');
      if (mentions(ingredients, 'peanut')) expect(allergens).toContain('peanut');
      if (mentions(ingredients, 'almond', 'pistachio', 'cashew', 'walnut')) {
        expect(allergens).toContain('tree nuts');
      }
      if (mentions(ingredients, 'oats', 'wheat', 'roti', 'toast\\b'))
        expect(allergens).toContain('gluten');
      if (mentions(ingredients, 'soy', 'edamame')) expect(allergens).toContain('soy');
      // Every declared allergen is named in the ingredients, in FSSAI's order, once.
      for (const allergen of allergens) {
        expect(ingredients.toLowerCase()).toContain(
          allergen === 'tree nuts' ? 'almond' : allergen === 'crustacean' ? 'crustacean' : allergen,
        );
      }
      const order = allergens.map((allergen) => ALLERGENS.indexOf(allergen));
      expect(order).toEqual([...new Set(order)].sort((a, b) => a - b));
    });
  },
);

it('keeps the protein that a description promises', () => {
  for (const { title, description, nutrition } of SEED_PRODUCTS) {
    const promised = /(\d+) g of protein/.exec(description)?.[1];
    if (promised !== undefined) expect(nutrition.protein, title).toBe(Number(promised));
    const calories = /(\d+) calories/.exec(description)?.[1];
    if (calories !== undefined) expect(nutrition.kcal, title).toBe(Number(calories));
  }
});
