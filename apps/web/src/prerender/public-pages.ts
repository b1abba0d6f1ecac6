import { SEED_PRODUCTS } from '@gymfuel/contracts';
import { paths } from '../shared/routing/paths';

/**
 * The pages anyone may open and search engines should find (docs/architecture.md#prerendered-pages),
 * each described by its route (app/routes.tsx) or its product. A product added later has no page
 * here: the SPA shell serves it.
 */
export const PUBLIC_PATHS: readonly string[] = [
  paths.home.getHref(),
  paths.products.getHref(),
  ...SEED_PRODUCTS.map((product) => paths.product.getHref(product._id)),
  paths.review.getHref(),
  paths.contact.getHref(),
  paths.blog.getHref(),
  paths.terms.getHref(),
  paths.privacy.getHref(),
];
