import type { Category, Product } from '@gymfuel/contracts';
import type { CardEntrance } from '../../shared/ui/animation';

/** docs/product.md#home: home sections show at most 4 products each. */
export const HOME_SECTION_SIZE = 4;

/** The first products of one category, in catalogue order. */
export function firstOfCategory(products: readonly Product[], category: Category): Product[] {
  return products.filter((product) => product.category === category).slice(0, HOME_SECTION_SIZE);
}

/**
 * docs/product.md#home: appetizer cards alternate their entrance left and right, except at
 * 768 px or less, where they all come from the same side.
 */
export function appetizerEntrance(index: number, isMobile: boolean): CardEntrance {
  if (isMobile) return 'fade-right';
  return index % 2 === 0 ? 'fade-right' : 'fade-left';
}
