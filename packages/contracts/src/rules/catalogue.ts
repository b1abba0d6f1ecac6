import { z } from '../zod.js';

export const CATEGORIES = ['Smoothie', 'Shakes', 'Appetizer', 'Meals'] as const;
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

export type ProductFilter = 'all' | Category;

/** The product list's tabs, in order; the list starts on 'all'. */
export const PRODUCT_TABS = [
  { label: 'All', value: 'all' },
  { label: 'Smoothies', value: 'Smoothie' },
  { label: 'Shakes', value: 'Shakes' },
  { label: 'Appetizers', value: 'Appetizer' },
  { label: 'Meals', value: 'Meals' },
] as const satisfies readonly { label: string; value: ProductFilter }[];
