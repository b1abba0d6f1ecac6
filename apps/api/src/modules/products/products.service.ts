import { productSchema, type Product } from '@gymfuel/contracts';
import type { Logger } from '../../logging/logger.js';
import { RefreshingCache } from '../../db/refreshing-cache.js';
import { buildCatalogueSnapshot } from './catalogue-snapshot.js';
import { currentProductRevision, toProductContract, type ProductModel } from './products.model.js';

export interface ProductServiceDeps {
  Product: ProductModel;
  logger: Logger;
  catalogueMaxAgeMs: number;
}

export function createProductService({ Product, logger, catalogueMaxAgeMs }: ProductServiceDeps) {
  /**
   * The whole catalogue in seed order (the home page shows the first 4 of each category).
   * A stored product the contract cannot carry (say, a price with paise) is left out and
   * logged, so one bad document never takes the shop's catalogue down.
   */
  async function listProducts(): Promise<Product[]> {
    const records = await Product.find().sort({ _id: 1 }).lean();
    const products: Product[] = [];
    for (const record of records) {
      const parsed = productSchema.safeParse(toProductContract(record));
      if (parsed.success) products.push(parsed.data);
      else
        logger.warn(
          { productId: String(record._id), issues: parsed.error.issues },
          'product left out of the catalogue',
        );
    }
    return products;
  }

  /** GET /getproducts' bytes. Coherence: at once on this process, within maxAge on others. */
  const catalogue = new RefreshingCache({
    load: async () => buildCatalogueSnapshot(await listProducts()),
    revision: () => currentProductRevision(Product.db),
    maxAgeMs: catalogueMaxAgeMs,
    onRefreshError: (error) => logger.error({ err: error }, 'catalogue refresh failed'),
  });

  return { listProducts, catalogue };
}

export type ProductService = ReturnType<typeof createProductService>;
