import { fromPaise, SOLD_OUT_MESSAGE, type CheckoutLine, type OrderLine } from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import { labelOf, type ProductModel, type ProductRecord } from './products.model.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

function pick(products: ReadonlyMap<string, ProductRecord>, id: string): ProductRecord {
  const product = products.get(id);
  if (product === undefined) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return product;
}

/**
 * Whether a product may be bought today: not while the owner has marked it sold out. Products
 * stored before the 'Available' toggle existed have no field and count as available.
 */
export const isOrderable = (product: Pick<ProductRecord, 'available'>): boolean =>
  product.available !== false;

/** The one check every way into an order goes through: the cart and checkout pricing. */
function pickOrderable(products: ReadonlyMap<string, ProductRecord>, id: string): ProductRecord {
  const product = pick(products, id);
  if (!isOrderable(product)) throw AppError.conflict(SOLD_OUT_MESSAGE);
  return product;
}

/**
 * Reads products by id for the modules that must not trust the client's copy of a product:
 * the cart and favourites (title, description, image, price) and orders/payments (prices).
 */
export function createCatalogueLookup({ Product }: { Product: ProductModel }) {
  /** The products that exist among `ids`, by id; unknown ids are simply absent. */
  async function findProducts(ids: readonly string[]): Promise<Map<string, ProductRecord>> {
    if (ids.length === 0) return new Map();
    // sanitizeFilter would turn a plain $in into an $eq: this operator is ours, not the client's.
    const records = await Product.find({ _id: mongoose.trusted({ $in: [...ids] }) }).lean();
    return new Map(records.map((record) => [record._id.toHexString(), record]));
  }

  /** The products of `ids`, in that order; a 404 when any is not in the catalogue. */
  async function requireProducts(ids: readonly string[]): Promise<ProductRecord[]> {
    const products = await findProducts(ids);
    return ids.map((id) => pick(products, id));
  }

  /** A product to put in a cart: 404 when it is gone, 409 while it is sold out. */
  async function requireOrderableProduct(id: string): Promise<ProductRecord> {
    return pickOrderable(await findProducts([id]), id);
  }

  /**
   * Checkout lines (proId, quantity) as order lines carrying the catalogue's current name,
   * image and price, in the same order; a 404 when a product no longer exists, a 409 while one
   * is sold out (so /paymentorder and /addorder never sell it, whatever the cart holds).
   */
  async function priceCheckoutLines(lines: readonly CheckoutLine[]): Promise<OrderLine[]> {
    const products = await findProducts(lines.map((line) => line.proId));
    return lines.map(({ proId, quantity }) => {
      const product = pickOrderable(products, proId);
      // Read as the menu reads it: a missing or broken label is undeclared, not a crash.
      const { nutrition } = labelOf(product);
      return {
        productId: proId,
        productName: product.title,
        productPrice: fromPaise(product.pricePaise),
        quantity,
        image: product.imageUrl,
        // The label at purchase: a later menu edit must not rewrite what was eaten.
        ...(nutrition === null ? {} : { protein: nutrition.protein, kcal: nutrition.kcal }),
      };
    });
  }

  return { findProducts, requireProducts, requireOrderableProduct, priceCheckoutLines };
}

export type CatalogueLookup = ReturnType<typeof createCatalogueLookup>;
