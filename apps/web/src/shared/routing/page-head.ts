import type { Product } from '@gymfuel/contracts';

export const SHOP_NAME = 'GymFuel';

/** The home page's meta description, and that of every page that has none of its own. */
export const SHOP_DESCRIPTION =
  'GymFuel: healthy smoothies, shakes, appetizers and fresh meals, delivered to your gym.';

/** A page's document title, e.g. 'Cart | GymFuel'. Home is plain 'GymFuel'. */
export const pageTitle = (pageName: string) => `${pageName} | ${SHOP_NAME}`;

/** What a page puts in the document's head: its title and its meta description. */
export interface PageHead {
  title: string;
  description: string;
}

/** The head of the page called `pageName`: 'Cart | GymFuel', with the shop's description by default. */
export const pageHead = (pageName: string, description = SHOP_DESCRIPTION): PageHead => ({
  title: pageTitle(pageName),
  description,
});

/** A product's page is named and described by the product. */
export const productHead = ({ title, description }: Pick<Product, 'title' | 'description'>) =>
  pageHead(title, description);

/**
 * The address search engines should index a page under: the shop's (PUBLIC_URL at build time,
 * vite.config.ts), without the query string, so a filtered menu is the menu.
 */
export const canonicalUrl = (pathname: string) => `${__SITE_URL__}${pathname}`;

/**
 * What a route of the registry carries in its `handle`. Without a head the page names itself
 * with usePageHead (a product by its own title and description).
 */
export interface RouteHandle {
  head?: PageHead;
}
