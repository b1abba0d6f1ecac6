import type { Category, Product, Review } from '@gymfuel/contracts';

let nextId = 1;
/** A fresh 24-hex id, as MongoDB would give. */
export const objectId = () => (nextId++).toString(16).padStart(24, '0');

export function makeProduct(category: Category, title: string, price = 199): Product {
  return {
    _id: objectId(),
    title,
    description: `${title}: freshly made and protein-rich.`,
    imageUrl: '/art/1f964.webp',
    price,
    category,
    // Undeclared, as the contract allows for a product added without its label yet.
    nutrition: null,
    diet: null,
    allergens: [],
    ingredients: '',
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
