import type { ProductArt } from '../art.js';
import type { Diet } from '../domain/diets.js';
import type { Allergen, Nutrition } from '../domain/nutrition.js';
import type { Category } from '../rules/catalogue.js';

// The seeded catalogue, read by the API's seed (apps/api/src/seed) and by the web build, which
// prerenders each product's page from it: one copy of the data for both.

export interface SeedProduct {
  /**
   * Fixed, so the web build can prerender /product/{id} for every seeded product: the seed
   * inserts it with this _id ('5eed' and its place in the list).
   */
  _id: string;
  title: string;
  description: string;
  art: ProductArt;
  /** Whole rupees, as the shop shows them; stored as paise. */
  price: number;
  category: Category;
  /** The label, per serving: FSSAI's nutrition information, veg mark and allergens. */
  nutrition: Nutrition;
  diet: Diet;
  /** In FSSAI's order (ALLERGENS). */
  allergens: Allergen[];
  /** In descending order by weight. */
  ingredients: string;
}

/** The catalogue, in shop order: the home page shows the first 4 of each category. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  // Smoothies
  {
    _id: '5eed00000000000000000001',
    title: 'Alphonso Mango Protein Smoothie',
    description:
      'Ripe Alphonso mango blended with Greek yogurt, a scoop of whey and a pinch of cardamom. Thick, golden and 24 g of protein per glass.',
    art: '1f96d',
    price: 199,
    category: 'Smoothie',
    nutrition: {
      servingSize: '400 ml',
      kcal: 310,
      protein: 24,
      carbs: 42,
      fat: 5,
      fibre: 3.2,
      sugar: 34.5,
      sodium: 95,
    },
    diet: 'veg',
    allergens: ['milk'],
    ingredients:
      'Alphonso mango pulp, Greek yogurt (milk), whey protein concentrate (milk), water, honey, cardamom',
  },
  {
    _id: '5eed00000000000000000002',
    title: 'Blueberry Blast Smoothie',
    description:
      'Wild blueberries, banana and rolled oats whizzed with almond milk and vanilla whey. A deep purple, antioxidant-rich post-workout refuel.',
    art: '1fad0',
    price: 229,
    category: 'Smoothie',
    nutrition: {
      servingSize: '400 ml',
      kcal: 360,
      protein: 26,
      carbs: 48,
      fat: 7.5,
      fibre: 6.5,
      sugar: 28.4,
      sodium: 140,
    },
    diet: 'veg',
    allergens: ['gluten', 'milk', 'tree nuts'],
    ingredients:
      'Almond milk (water, almonds), blueberries, banana, vanilla whey protein (milk), rolled oats (gluten)',
  },
  {
    _id: '5eed00000000000000000003',
    title: 'Strawberry Banana Whey Smoothie',
    description:
      'Mahabaleshwar strawberries and a ripe banana with chilled milk and whey isolate. Sweet, creamy and gone in five sips.',
    art: '1f353',
    price: 189,
    category: 'Smoothie',
    nutrition: {
      servingSize: '400 ml',
      kcal: 330,
      protein: 30,
      carbs: 40,
      fat: 5.5,
      fibre: 3.8,
      sugar: 30.2,
      sodium: 150,
    },
    diet: 'veg',
    allergens: ['milk'],
    ingredients: 'Toned milk, strawberries, banana, whey protein isolate (milk)',
  },
  {
    _id: '5eed00000000000000000004',
    title: 'Green Avocado Power Smoothie',
    description:
      'Buttery avocado, baby spinach, cucumber and a squeeze of lime with pea protein. Silky, fresh and loaded with good fats.',
    art: '1f951',
    price: 249,
    category: 'Smoothie',
    nutrition: {
      servingSize: '400 ml',
      kcal: 350,
      protein: 22,
      carbs: 24,
      fat: 18,
      fibre: 9.4,
      sugar: 9.8,
      sodium: 120,
    },
    diet: 'veg',
    allergens: [],
    ingredients: 'Water, avocado, baby spinach, cucumber, pea protein isolate, lime juice',
  },
  {
    _id: '5eed00000000000000000005',
    title: 'Tropical Pineapple Coconut Smoothie',
    description:
      'Juicy pineapple and tender coconut water with coconut yogurt, chia seeds and pea protein. A beach holiday in a bottle, with 22 g of protein.',
    art: '1f34d',
    price: 219,
    category: 'Smoothie',
    nutrition: {
      servingSize: '400 ml',
      kcal: 320,
      protein: 22,
      carbs: 38,
      fat: 9,
      fibre: 5.6,
      sugar: 27.5,
      sodium: 110,
    },
    diet: 'veg',
    allergens: [],
    ingredients: 'Tender coconut water, pineapple, coconut yogurt, pea protein isolate, chia seeds',
  },
  {
    _id: '5eed00000000000000000006',
    title: 'Kiwi Spinach Detox Smoothie',
    description:
      'Tangy kiwi, spinach, green apple and ginger blended with curd, whey and a spoon of flaxseed. Bright green and wonderfully zingy.',
    art: '1f95d',
    price: 209,
    category: 'Smoothie',
    nutrition: {
      servingSize: '400 ml',
      kcal: 280,
      protein: 21,
      carbs: 36,
      fat: 6,
      fibre: 6.8,
      sugar: 24.6,
      sodium: 105,
    },
    diet: 'veg',
    allergens: ['milk'],
    ingredients:
      'Curd (milk), kiwi, spinach, green apple, whey protein concentrate (milk), flaxseed, ginger',
  },
  {
    _id: '5eed00000000000000000007',
    title: 'Cherry Almond Recovery Smoothie',
    description:
      'Tart cherries, soaked almonds and dates with casein protein. Gentle on sore muscles and perfect after leg day.',
    art: '1f352',
    price: 239,
    category: 'Smoothie',
    nutrition: {
      servingSize: '400 ml',
      kcal: 400,
      protein: 28,
      carbs: 44,
      fat: 12,
      fibre: 5.2,
      sugar: 35.8,
      sodium: 130,
    },
    diet: 'veg',
    allergens: ['milk', 'tree nuts'],
    ingredients: 'Toned milk, tart cherries, micellar casein (milk), dates, soaked almonds',
  },
  // Shakes
  {
    _id: '5eed00000000000000000008',
    title: 'Classic Chocolate Whey Shake',
    description:
      'Double-chocolate whey, cold toned milk and a dash of cocoa nibs. Rich, malty and packed with 30 g of protein.',
    art: '1f36b',
    price: 179,
    category: 'Shakes',
    nutrition: {
      servingSize: '400 ml',
      kcal: 290,
      protein: 30,
      carbs: 28,
      fat: 6.5,
      fibre: 2.5,
      sugar: 22.4,
      sodium: 210,
    },
    diet: 'veg',
    allergens: ['milk'],
    ingredients: 'Toned milk, chocolate whey protein (milk), cocoa powder, cocoa nibs',
  },
  {
    _id: '5eed00000000000000000009',
    title: 'Peanut Butter Banana Shake',
    description:
      'Roasted peanut butter, banana and chocolate whey shaken with milk. Nutty, thick and a favourite of every bulking season.',
    art: '1f95c',
    price: 199,
    category: 'Shakes',
    nutrition: {
      servingSize: '400 ml',
      kcal: 490,
      protein: 34,
      carbs: 45,
      fat: 19,
      fibre: 5.8,
      sugar: 29.5,
      sodium: 230,
    },
    diet: 'veg',
    allergens: ['milk', 'peanut'],
    ingredients:
      'Toned milk, banana, chocolate whey protein (milk), roasted peanut butter (peanut)',
  },
  {
    _id: '5eed00000000000000000010',
    title: 'Cold Coffee Protein Shake',
    description:
      'Freshly brewed Coorg coffee over ice with vanilla whey and a touch of jaggery. Your pre-workout and your protein in one glass.',
    art: '2615',
    price: 169,
    category: 'Shakes',
    nutrition: {
      servingSize: '350 ml',
      kcal: 230,
      protein: 25,
      carbs: 22,
      fat: 4.5,
      fibre: 0.4,
      sugar: 17.8,
      sodium: 150,
    },
    diet: 'veg',
    allergens: ['milk'],
    ingredients: 'Toned milk, ice, brewed Coorg coffee, vanilla whey protein (milk), jaggery',
  },
  {
    _id: '5eed00000000000000000011',
    title: 'Vanilla Almond Milk Shake',
    description:
      'Madagascar vanilla whey in unsweetened almond milk, finished with toasted almond flakes. Light, smooth and lactose-friendly.',
    art: '1f95b',
    price: 159,
    category: 'Shakes',
    nutrition: {
      servingSize: '350 ml',
      kcal: 210,
      protein: 24,
      carbs: 9,
      fat: 9,
      fibre: 1.8,
      sugar: 3.2,
      sodium: 190,
    },
    diet: 'veg',
    allergens: ['milk', 'tree nuts'],
    ingredients:
      'Unsweetened almond milk (water, almonds), vanilla whey protein isolate (milk), toasted almond flakes',
  },
  {
    _id: '5eed00000000000000000012',
    title: 'Banana Oats Mass Gainer Shake',
    description:
      'Two bananas, rolled oats, honey and whey blended with full-cream milk. 650 calories of clean fuel for serious gains.',
    art: '1f34c',
    price: 219,
    category: 'Shakes',
    nutrition: {
      servingSize: '500 ml',
      kcal: 650,
      protein: 36,
      carbs: 92,
      fat: 15,
      fibre: 7.5,
      sugar: 48.2,
      sodium: 240,
    },
    diet: 'veg',
    allergens: ['gluten', 'milk'],
    ingredients:
      'Full-cream milk, banana, rolled oats (gluten), whey protein concentrate (milk), honey',
  },
  {
    _id: '5eed00000000000000000013',
    title: 'Kesar Badam Protein Shake',
    description:
      'Saffron-infused milk with crushed almonds, pistachios and vanilla whey. The festive flavour of badam milk, built for athletes.',
    art: '1f9cb',
    price: 229,
    category: 'Shakes',
    nutrition: {
      servingSize: '350 ml',
      kcal: 330,
      protein: 28,
      carbs: 24,
      fat: 14,
      fibre: 2.2,
      sugar: 19.6,
      sodium: 170,
    },
    diet: 'veg',
    allergens: ['milk', 'tree nuts'],
    ingredients: 'Toned milk, vanilla whey protein (milk), almonds, pistachios, sugar, saffron',
  },
  {
    _id: '5eed00000000000000000014',
    title: 'Dates and Honey Energy Shake',
    description:
      'Soft Medjool dates, forest honey and a pinch of cinnamon with whey and milk. Naturally sweet slow-release energy.',
    art: '1f36f',
    price: 189,
    category: 'Shakes',
    nutrition: {
      servingSize: '400 ml',
      kcal: 390,
      protein: 27,
      carbs: 58,
      fat: 6,
      fibre: 4.6,
      sugar: 49.5,
      sodium: 160,
    },
    diet: 'veg',
    allergens: ['milk'],
    ingredients:
      'Toned milk, Medjool dates, whey protein concentrate (milk), forest honey, cinnamon',
  },
  // Appetizers
  {
    _id: '5eed00000000000000000015',
    title: 'Tandoori Chicken Tikka Bites',
    description:
      'Boneless chicken marinated overnight in hung curd and tandoori masala, chargrilled and served with mint chutney. 32 g of protein.',
    art: '1f357',
    price: 279,
    category: 'Appetizer',
    nutrition: {
      servingSize: '200 g',
      kcal: 235,
      protein: 32,
      carbs: 6,
      fat: 9,
      fibre: 1.2,
      sugar: 3.1,
      sodium: 620,
    },
    diet: 'non-veg',
    allergens: ['milk'],
    ingredients:
      'Chicken breast, hung curd (milk), tandoori masala, mustard oil, lemon juice, mint chutney',
  },
  {
    _id: '5eed00000000000000000016',
    title: 'Masala Boiled Egg Platter',
    description:
      'Four soft-boiled eggs dusted with chaat masala and pepper, on a bed of onion, tomato and coriander. Simple, quick and protein-dense.',
    art: '1f95a',
    price: 129,
    category: 'Appetizer',
    nutrition: {
      servingSize: '260 g',
      kcal: 300,
      protein: 25,
      carbs: 8,
      fat: 19,
      fibre: 1.8,
      sugar: 4.2,
      sodium: 480,
    },
    diet: 'egg',
    allergens: ['egg'],
    ingredients: 'Eggs, onion, tomato, coriander, chaat masala, black pepper, salt',
  },
  {
    _id: '5eed00000000000000000017',
    title: 'Baked Falafel with Hung Curd Dip',
    description:
      'Crisp oven-baked chickpea falafel with a garlicky hung curd and tahini dip. All the crunch, none of the deep fryer.',
    art: '1f9c6',
    price: 199,
    category: 'Appetizer',
    nutrition: {
      servingSize: '220 g',
      kcal: 350,
      protein: 18,
      carbs: 38,
      fat: 14,
      fibre: 9.6,
      sugar: 4.5,
      sodium: 540,
    },
    diet: 'veg',
    allergens: ['milk'],
    ingredients: 'Chickpeas, hung curd (milk), onion, tahini (sesame), garlic, parsley, spices',
  },
  {
    _id: '5eed00000000000000000018',
    title: 'Paneer Tikka Skewers',
    description:
      'Cubes of fresh malai paneer, bell peppers and onion in a smoky achari marinade, grilled on skewers. A vegetarian protein classic.',
    art: '1f9c0',
    price: 249,
    category: 'Appetizer',
    nutrition: {
      servingSize: '220 g',
      kcal: 330,
      protein: 24,
      carbs: 10,
      fat: 22,
      fibre: 2.4,
      sugar: 5.6,
      sodium: 510,
    },
    diet: 'veg',
    allergens: ['milk'],
    ingredients: 'Paneer (milk), bell peppers, onion, hung curd (milk), achari masala, mustard oil',
  },
  {
    _id: '5eed00000000000000000019',
    title: 'Peri-Peri Prawn Bites',
    description:
      'Juicy prawns tossed in fiery peri-peri and lemon, pan-seared and served with a cooling yogurt dip. Lean, spicy and addictive.',
    art: '1f364',
    price: 329,
    category: 'Appetizer',
    nutrition: {
      servingSize: '200 g',
      kcal: 210,
      protein: 28,
      carbs: 7,
      fat: 8,
      fibre: 1.1,
      sugar: 2.8,
      sodium: 690,
    },
    diet: 'non-veg',
    allergens: ['crustacean', 'milk'],
    ingredients:
      'Prawns (crustacean), yogurt dip (milk), peri-peri sauce, lemon juice, garlic, olive oil',
  },
  {
    _id: '5eed00000000000000000020',
    title: 'Sweet Potato Chaat',
    description:
      'Roasted sweet potato cubes with sprouted moong, pomegranate, tamarind chutney and a squeeze of lime. Street-food flavour, gym-friendly.',
    art: '1f360',
    price: 149,
    category: 'Appetizer',
    nutrition: {
      servingSize: '250 g',
      kcal: 280,
      protein: 9.5,
      carbs: 52,
      fat: 4,
      fibre: 8.2,
      sugar: 16.4,
      sodium: 420,
    },
    diet: 'veg',
    allergens: [],
    ingredients:
      'Sweet potato, sprouted moong, pomegranate, tamarind chutney, lime juice, chaat masala',
  },
  {
    _id: '5eed00000000000000000021',
    title: 'Stuffed Mushroom Caps',
    description:
      'Button mushrooms filled with herbed paneer and spinach, baked until golden. Bite-sized, creamy and low in carbs.',
    art: '1f344',
    price: 189,
    category: 'Appetizer',
    nutrition: {
      servingSize: '200 g',
      kcal: 210,
      protein: 16,
      carbs: 8,
      fat: 13,
      fibre: 2.6,
      sugar: 3.4,
      sodium: 380,
    },
    diet: 'veg',
    allergens: ['milk'],
    ingredients: 'Button mushrooms, paneer (milk), spinach, garlic, herbs, olive oil',
  },
  // Meals
  {
    _id: '5eed00000000000000000022',
    title: 'Grilled Chicken Rice Bowl',
    description:
      'Lemon-pepper grilled chicken breast over brown rice with sautéed vegetables and a light makhani drizzle. 42 g of protein.',
    art: '1f35b',
    price: 349,
    category: 'Meals',
    nutrition: {
      servingSize: '400 g',
      kcal: 500,
      protein: 42,
      carbs: 55,
      fat: 12,
      fibre: 5.4,
      sugar: 4.8,
      sodium: 720,
    },
    diet: 'non-veg',
    allergens: ['milk'],
    ingredients:
      'Brown rice, grilled chicken breast, mixed vegetables, makhani sauce (milk), lemon juice, black pepper',
  },
  {
    _id: '5eed00000000000000000023',
    title: 'Paneer Quinoa Power Salad',
    description:
      'Grilled paneer, tri-colour quinoa, chickpeas, cucumber and cherry tomatoes with a honey-mustard dressing. Fresh and filling.',
    art: '1f957',
    price: 299,
    category: 'Meals',
    nutrition: {
      servingSize: '350 g',
      kcal: 480,
      protein: 28,
      carbs: 42,
      fat: 22,
      fibre: 8.8,
      sugar: 9.2,
      sodium: 480,
    },
    diet: 'veg',
    allergens: ['milk'],
    ingredients:
      'Quinoa, grilled paneer (milk), chickpeas, cucumber, cherry tomatoes, honey-mustard dressing',
  },
  {
    _id: '5eed00000000000000000024',
    title: 'Chicken Whole-Wheat Wrap',
    description:
      'Spiced shredded chicken, crunchy slaw and mint yogurt rolled in a whole-wheat roti. A high-protein lunch you can eat on the go.',
    art: '1f32f',
    price: 279,
    category: 'Meals',
    nutrition: {
      servingSize: '300 g',
      kcal: 420,
      protein: 34,
      carbs: 45,
      fat: 11,
      fibre: 6.2,
      sugar: 5.1,
      sodium: 680,
    },
    diet: 'non-veg',
    allergens: ['gluten', 'milk'],
    ingredients:
      'Whole-wheat roti (gluten), shredded chicken, cabbage slaw, mint yogurt (milk), spices',
  },
  {
    _id: '5eed00000000000000000025',
    title: 'Egg White Omelette Breakfast',
    description:
      'A fluffy six-egg-white omelette with mushrooms, spinach and onions, served with multigrain toast. The champion breakfast.',
    art: '1f373',
    price: 219,
    category: 'Meals',
    nutrition: {
      servingSize: '320 g',
      kcal: 290,
      protein: 28,
      carbs: 30,
      fat: 6,
      fibre: 5.5,
      sugar: 4,
      sodium: 560,
    },
    diet: 'egg',
    allergens: ['gluten', 'egg'],
    ingredients: 'Egg whites, multigrain toast (gluten), mushrooms, spinach, onion, olive oil',
  },
  {
    _id: '5eed00000000000000000026',
    title: 'Salmon Sushi Protein Bowl',
    description:
      'Fresh salmon, sushi rice, edamame, avocado and pickled ginger with a sesame-soy dressing. Omega-3 rich and beautifully balanced.',
    art: '1f363',
    price: 449,
    category: 'Meals',
    nutrition: {
      servingSize: '400 g',
      kcal: 530,
      protein: 34,
      carbs: 62,
      fat: 16,
      fibre: 5.8,
      sugar: 8.6,
      sodium: 780,
    },
    diet: 'non-veg',
    allergens: ['gluten', 'fish', 'soy'],
    ingredients:
      'Sushi rice, salmon (fish), edamame (soy), avocado, pickled ginger, sesame-soy dressing (soy, gluten)',
  },
  {
    _id: '5eed00000000000000000027',
    title: 'Chicken Keema Brown Rice',
    description:
      'Slow-cooked minced chicken keema with green peas and home-style spices, on a mound of brown rice. Comfort food with 38 g of protein.',
    art: '1f372',
    price: 319,
    category: 'Meals',
    nutrition: {
      servingSize: '400 g',
      kcal: 510,
      protein: 38,
      carbs: 58,
      fat: 14,
      fibre: 6.4,
      sugar: 4.5,
      sodium: 700,
    },
    diet: 'non-veg',
    allergens: [],
    ingredients: 'Brown rice, minced chicken, green peas, onion, tomato, sunflower oil, spices',
  },
  {
    _id: '5eed00000000000000000028',
    title: 'Grilled Lamb Steak with Greens',
    description:
      'A lean, rosemary-rubbed lamb steak grilled medium, with garlic broccoli and roasted baby potatoes. Iron-rich recovery on a plate.',
    art: '1f969',
    price: 429,
    category: 'Meals',
    nutrition: {
      servingSize: '380 g',
      kcal: 480,
      protein: 40,
      carbs: 30,
      fat: 22,
      fibre: 5.2,
      sugar: 3.6,
      sodium: 540,
    },
    diet: 'non-veg',
    allergens: [],
    ingredients: 'Lamb steak, baby potatoes, broccoli, olive oil, garlic, rosemary',
  },
];
