import { SEED_PRODUCTS } from '@gymfuel/contracts';
import { paths } from '../shared/routing/paths';

/** A page the build writes as full HTML (docs/architecture.md#prerendered-pages). */
export interface PublicPage {
  path: string;
  /** Its meta description: what a search result shows under the title. */
  description: string;
}

/**
 * The pages anyone may open and search engines should find, with their descriptions; each
 * product of the seeded catalogue is described by its own description. A product added later
 * has no page here: the SPA shell serves it.
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: paths.home.getHref(),
    description:
      'GymFuel: healthy smoothies, shakes, appetizers and fresh meals, delivered to your gym.',
  },
  {
    path: paths.products.getHref(),
    description:
      'The GymFuel menu: smoothies, protein shakes, appetizers and meals, each with its price, nutrition label and allergens.',
  },
  ...SEED_PRODUCTS.map((product) => ({
    path: paths.product.getHref(product._id),
    description: product.description,
  })),
  {
    path: paths.review.getHref(),
    description: 'What GymFuel shoppers say about our smoothies, shakes and meals.',
  },
  {
    path: paths.contact.getHref(),
    description: 'Write to GymFuel, or find us on the map.',
  },
  {
    path: paths.blog.getHref(),
    description: 'The GymFuel blog: eating well around your training.',
  },
  {
    path: paths.terms.getHref(),
    description: 'The terms and conditions of ordering from GymFuel.',
  },
  {
    path: paths.privacy.getHref(),
    description: 'How GymFuel collects, uses and protects your personal data.',
  },
];
