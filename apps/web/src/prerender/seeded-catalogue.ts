import { productArtUrl, SEED_PRODUCTS, type Product } from '@gymfuel/contracts';

/**
 * The seeded catalogue as GET /getproducts lists it right after seeding: what the prerendered
 * pages show, and what the browser starts from before its own request answers.
 */
export const seededCatalogue = (): Product[] =>
  SEED_PRODUCTS.map(({ art, ...product }) => ({
    ...product,
    imageUrl: productArtUrl(art),
    available: true,
    version: 0,
  }));
