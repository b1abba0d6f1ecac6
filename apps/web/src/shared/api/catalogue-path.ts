/**
 * GET /getproducts under the /api prefix (client.ts), spelled out: the service worker's
 * listener runs from the page's first line, and the catalogue check after hydration runs before
 * any schema is loaded; the endpoint table would bring zod into both (a test holds it to the
 * table).
 */
export const CATALOGUE_PATH = '/api/getproducts';
