import { productArtUrl, toPaise, type Category, type ProductArt } from '@gymfuel/contracts';

export interface SeedProduct {
  title: string;
  description: string;
  art: ProductArt;
  /** Whole rupees, as the shop shows them; stored as paise. */
  price: number;
  category: Category;
}

/** The catalogue, in shop order: the home page shows the first 4 of each category. */
export const SEED_PRODUCTS: readonly SeedProduct[] = [
  // Smoothies
  {
    title: 'Alphonso Mango Protein Smoothie',
    description:
      'Ripe Alphonso mango blended with Greek yogurt, a scoop of whey and a pinch of cardamom. Thick, golden and 24 g of protein per glass.',
    art: '1f96d',
    price: 199,
    category: 'Smoothie',
  },
  {
    title: 'Blueberry Blast Smoothie',
    description:
      'Wild blueberries, banana and rolled oats whizzed with almond milk and vanilla whey. A deep purple, antioxidant-rich post-workout refuel.',
    art: '1fad0',
    price: 229,
    category: 'Smoothie',
  },
  {
    title: 'Strawberry Banana Whey Smoothie',
    description:
      'Mahabaleshwar strawberries and a ripe banana with chilled milk and whey isolate. Sweet, creamy and gone in five sips.',
    art: '1f353',
    price: 189,
    category: 'Smoothie',
  },
  {
    title: 'Green Avocado Power Smoothie',
    description:
      'Buttery avocado, baby spinach, cucumber and a squeeze of lime with pea protein. Silky, fresh and loaded with good fats.',
    art: '1f951',
    price: 249,
    category: 'Smoothie',
  },
  {
    title: 'Tropical Pineapple Coconut Smoothie',
    description:
      'Juicy pineapple and tender coconut water with coconut yogurt and chia seeds. A beach holiday in a bottle, with 18 g of protein.',
    art: '1f34d',
    price: 219,
    category: 'Smoothie',
  },
  {
    title: 'Kiwi Spinach Detox Smoothie',
    description:
      'Tangy kiwi, spinach, green apple and ginger blended with curd and a spoon of flaxseed. Bright green and wonderfully zingy.',
    art: '1f95d',
    price: 209,
    category: 'Smoothie',
  },
  {
    title: 'Cherry Almond Recovery Smoothie',
    description:
      'Tart cherries, soaked almonds and dates with casein protein. Gentle on sore muscles and perfect after leg day.',
    art: '1f352',
    price: 239,
    category: 'Smoothie',
  },
  // Shakes
  {
    title: 'Classic Chocolate Whey Shake',
    description:
      'Double-chocolate whey, cold toned milk and a dash of cocoa nibs. Rich, malty and packed with 30 g of protein.',
    art: '1f36b',
    price: 179,
    category: 'Shakes',
  },
  {
    title: 'Peanut Butter Banana Shake',
    description:
      'Roasted peanut butter, banana and chocolate whey shaken with milk. Nutty, thick and a favourite of every bulking season.',
    art: '1f95c',
    price: 199,
    category: 'Shakes',
  },
  {
    title: 'Cold Coffee Protein Shake',
    description:
      'Freshly brewed Coorg coffee over ice with vanilla whey and a touch of jaggery. Your pre-workout and your protein in one glass.',
    art: '2615',
    price: 169,
    category: 'Shakes',
  },
  {
    title: 'Vanilla Almond Milk Shake',
    description:
      'Madagascar vanilla whey in unsweetened almond milk, finished with toasted almond flakes. Light, smooth and lactose-friendly.',
    art: '1f95b',
    price: 159,
    category: 'Shakes',
  },
  {
    title: 'Banana Oats Mass Gainer Shake',
    description:
      'Two bananas, rolled oats, honey and whey blended with full-cream milk. 650 calories of clean fuel for serious gains.',
    art: '1f34c',
    price: 219,
    category: 'Shakes',
  },
  {
    title: 'Kesar Badam Protein Shake',
    description:
      'Saffron-infused milk with crushed almonds, pistachios and vanilla whey. The festive flavour of badam milk, built for athletes.',
    art: '1f9cb',
    price: 229,
    category: 'Shakes',
  },
  {
    title: 'Dates and Honey Energy Shake',
    description:
      'Soft Medjool dates, forest honey and a pinch of cinnamon with whey and milk. Naturally sweet slow-release energy.',
    art: '1f36f',
    price: 189,
    category: 'Shakes',
  },
  // Appetizers
  {
    title: 'Tandoori Chicken Tikka Bites',
    description:
      'Boneless chicken marinated overnight in hung curd and tandoori masala, chargrilled and served with mint chutney. 32 g of protein.',
    art: '1f357',
    price: 279,
    category: 'Appetizer',
  },
  {
    title: 'Masala Boiled Egg Platter',
    description:
      'Four soft-boiled eggs dusted with chaat masala and pepper, on a bed of onion, tomato and coriander. Simple, quick and protein-dense.',
    art: '1f95a',
    price: 129,
    category: 'Appetizer',
  },
  {
    title: 'Baked Falafel with Hung Curd Dip',
    description:
      'Crisp oven-baked chickpea falafel with a garlicky hung curd and tahini dip. All the crunch, none of the deep fryer.',
    art: '1f9c6',
    price: 199,
    category: 'Appetizer',
  },
  {
    title: 'Paneer Tikka Skewers',
    description:
      'Cubes of fresh malai paneer, bell peppers and onion in a smoky achari marinade, grilled on skewers. A vegetarian protein classic.',
    art: '1f9c0',
    price: 249,
    category: 'Appetizer',
  },
  {
    title: 'Peri-Peri Prawn Bites',
    description:
      'Juicy prawns tossed in fiery peri-peri and lemon, pan-seared and served with a cooling yogurt dip. Lean, spicy and addictive.',
    art: '1f364',
    price: 329,
    category: 'Appetizer',
  },
  {
    title: 'Sweet Potato Chaat',
    description:
      'Roasted sweet potato cubes with sprouted moong, pomegranate, tamarind chutney and a squeeze of lime. Street-food flavour, gym-friendly.',
    art: '1f360',
    price: 149,
    category: 'Appetizer',
  },
  {
    title: 'Stuffed Mushroom Caps',
    description:
      'Button mushrooms filled with herbed cottage cheese and spinach, baked until golden. Bite-sized, creamy and low in carbs.',
    art: '1f344',
    price: 189,
    category: 'Appetizer',
  },
  // Meals
  {
    title: 'Grilled Chicken Rice Bowl',
    description:
      'Lemon-pepper grilled chicken breast over brown rice with sautéed vegetables and a light makhani drizzle. 42 g of protein.',
    art: '1f35b',
    price: 349,
    category: 'Meals',
  },
  {
    title: 'Paneer Quinoa Power Salad',
    description:
      'Grilled paneer, tri-colour quinoa, chickpeas, cucumber and cherry tomatoes with a honey-mustard dressing. Fresh and filling.',
    art: '1f957',
    price: 299,
    category: 'Meals',
  },
  {
    title: 'Chicken Whole-Wheat Wrap',
    description:
      'Spiced shredded chicken, crunchy slaw and mint yogurt rolled in a whole-wheat roti. A high-protein lunch you can eat on the go.',
    art: '1f32f',
    price: 279,
    category: 'Meals',
  },
  {
    title: 'Egg White Omelette Breakfast',
    description:
      'A fluffy six-egg-white omelette with mushrooms, spinach and onions, served with multigrain toast. The champion breakfast.',
    art: '1f373',
    price: 219,
    category: 'Meals',
  },
  {
    title: 'Salmon Sushi Protein Bowl',
    description:
      'Fresh salmon, sushi rice, edamame, avocado and pickled ginger with a sesame-soy dressing. Omega-3 rich and beautifully balanced.',
    art: '1f363',
    price: 449,
    category: 'Meals',
  },
  {
    title: 'Chicken Keema Brown Rice',
    description:
      'Slow-cooked minced chicken keema with green peas and home-style spices, on a mound of brown rice. Comfort food with 38 g of protein.',
    art: '1f372',
    price: 319,
    category: 'Meals',
  },
  {
    title: 'Grilled Lamb Steak with Greens',
    description:
      'A lean, rosemary-rubbed lamb steak grilled medium, with garlic broccoli and roasted baby potatoes. Iron-rich recovery on a plate.',
    art: '1f969',
    price: 429,
    category: 'Meals',
  },
];

export const toStoredProduct = ({ art, price, ...product }: SeedProduct) => ({
  ...product,
  imageUrl: productArtUrl(art),
  pricePaise: toPaise(price),
});
