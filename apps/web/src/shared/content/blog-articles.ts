import type { ProductArt } from '@gymfuel/contracts';

export interface BlogArticle {
  slug: string;
  title: string;
  excerpt: string;
  art: ProductArt;
  tag: string;
  readMinutes: number;
  paragraphs: readonly string[];
}

/**
 * docs/product.md#blog: the blog has 3 static articles, shown on Home as cards and on /blog in
 * full.
 */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'protein-after-training',
    title: 'How much protein do you really need after training?',
    excerpt:
      'The post-workout window is not a stopwatch, but protein timing still matters. Here is what the research says for people who lift.',
    art: '1f95b',
    tag: 'Nutrition',
    readMinutes: 4,
    paragraphs: [
      'Most lifters do well with 1.6 to 2.2 grams of protein per kilogram of body weight a day. Spreading it over three to five meals of 20 to 40 grams each keeps muscle protein synthesis switched on through the day.',
      'After a session, a meal or shake with 25 to 40 grams of protein and some carbohydrate helps recovery. You do not need to sprint to the changing room: anything within a couple of hours counts.',
      'Whole foods and shakes work equally well. A shake is simply convenient when you are on the move, which is exactly why we deliver them to your gym.',
    ],
  },
  {
    slug: 'smoothie-or-shake',
    title: 'Smoothie or shake: which one fits your goal?',
    excerpt:
      'Fruit-packed smoothies and creamy protein shakes both have a place in a training week. Learn when to pick which.',
    art: '1f964',
    tag: 'Guides',
    readMinutes: 3,
    paragraphs: [
      'Smoothies are built on fruit, yoghurt and greens. They bring carbohydrates, fibre, vitamins and hydration, which makes them a great pre-workout snack or breakfast.',
      'Shakes are built around milk or whey protein. They are the easiest way to hit a protein target after training or between meals.',
      'Cutting? Choose a shake with fewer added sugars. Bulking or training twice a day? A fruit smoothie with a protein boost gives you both.',
    ],
  },
  {
    slug: 'meal-prep-for-busy-lifters',
    title: 'Meal prep for busy lifters: a simple weekly plan',
    excerpt:
      'Three building blocks, one hour on Sunday and a week of balanced meals. A no-nonsense plan for people who would rather be training.',
    art: '1f957',
    tag: 'Meal prep',
    readMinutes: 5,
    paragraphs: [
      'Pick one protein (grilled chicken, paneer or tofu), one slow carbohydrate (brown rice, quinoa or sweet potato) and two vegetables. Cook them in bulk and portion them into boxes.',
      'Vary the flavour, not the base: a tikka marinade on Monday, lemon and herbs on Wednesday, a peanut sauce on Friday.',
      'On the days you cannot cook, let us do it: our meals follow the same balanced plate, and they arrive at your gym.',
    ],
  },
];
