import type { Category, Goals, Nutrition, Product, Review } from '@gymfuel/contracts';

let nextId = 1;
/** A fresh 24-hex id, as MongoDB would give. */
export const objectId = () => (nextId++).toString(16).padStart(24, '0');

/** The parts of a product's label; makeProduct leaves each one undeclared unless given. */
export type ProductLabel = Partial<
  Pick<Product, 'nutrition' | 'diet' | 'allergens' | 'ingredients'>
>;

/** A label's nutrition per serving; name the figures a test reads, the rest are plausible. */
export function makeNutrition(figures: Partial<Nutrition> = {}): Nutrition {
  return {
    servingSize: '350 ml',
    kcal: 300,
    protein: 20,
    carbs: 30,
    fat: 8,
    fibre: 3,
    sugar: 12,
    sodium: 150,
    ...figures,
  };
}

export function makeProduct(
  category: Category,
  title: string,
  price = 199,
  label: ProductLabel = {},
): Product {
  return {
    _id: objectId(),
    title,
    description: `${title}: freshly made and protein-rich.`,
    imageUrl: '/art/1f964.webp',
    price,
    category,
    // Undeclared unless `label` says otherwise, as the contract allows for a product added
    // without its label yet.
    nutrition: null,
    diet: null,
    allergens: [],
    ingredients: '',
    available: true,
    version: 0,
    ...label,
  };
}

/** Six products per category, interleaved, so "first 4 of a category" is a real choice. */
export function makeCatalogue(): Product[] {
  const categories: Category[] = ['Smoothie', 'Shakes', 'Appetizer', 'Meals'];
  const products: Product[] = [];
  for (let n = 1; n <= 6; n += 1) {
    for (const category of categories)
      products.push(makeProduct(category, `${category} ${n}`, 100 + n));
  }
  return products;
}

export function makeReview(
  userName: string,
  review: string,
  userPhoto: Review['userPhoto'] = 'avatar-1',
): Review {
  return { _id: objectId(), userName, review, userPhoto };
}

/**
 * Goals of a 70 kg, 175 cm, 25-year-old man, moderately active, maintaining:
 * 10·70 + 6.25·175 − 5·25 + 5 = 1673.75; × 1.55 × 1.0 = 2594.3 → 2,590 kcal; 70 × 1.8 = 126 g.
 */
export const maintainingGoals: Goals = {
  weightKg: 70,
  heightCm: 175,
  age: 25,
  sex: 'male',
  activity: 'moderate',
  goal: 'maintain',
  targets: { kcal: 2590, protein: 126 },
};
