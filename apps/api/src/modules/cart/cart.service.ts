import { QUANTITY_MAX, type CartItem } from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import type { CatalogueLookup } from '../products/catalogue-lookup.js';
import type { ProductRecord } from '../products/products.model.js';
import { toCartItemContract, type CartItemModel, type CartItemRecord } from './cart.model.js';

/** The spec's toasts, so the server's messages read the same as the web's. */
export const CART_MESSAGES = {
  added: 'Product added to Cart!',
  alreadyInCart: 'Product already in Cart!',
  notInCart: 'This product is not in your cart',
} as const;

export interface CartServiceDeps {
  CartItem: CartItemModel;
  catalogue: CatalogueLookup;
}

/** What a cart line copies of its product, and the product's edit version it was taken at. */
type ProductCopy = Pick<CartItemRecord, 'title' | 'description' | 'imageUrl' | 'pricePaise'> & {
  version: number;
};

const copyOf = ({ title, description, imageUrl, pricePaise, version }: ProductRecord) => ({
  title,
  description,
  imageUrl,
  pricePaise,
  version: version ?? 0,
});

/** Every function acts on the lines of one user, whose id comes from the session. */
export function createCartService({ CartItem, catalogue }: CartServiceDeps) {
  /**
   * Puts the copy on every line of the product holding an older one. Conditioned on the version,
   * so copies landing out of order (two edits' refreshes, an add racing an edit) keep the newest.
   */
  async function copyToLines(productId: string, { version, ...copy }: ProductCopy) {
    await CartItem.updateMany(
      { proId: productId, $nor: [{ productVersion: mongoose.trusted({ $gte: version }) }] },
      { $set: { ...copy, productVersion: version } },
    );
  }

  const service = {
    /** The user's lines, oldest first (the order they were added in). */
    async listForUser(userId: string): Promise<CartItem[]> {
      const records = await CartItem.find({ userId }).sort({ _id: 1 }).lean();
      return records.map(toCartItemContract);
    },

    /**
     * Adds a line with the catalogue's title, description, image and price; 409 when the
     * product is already in the cart or sold out. The insert-only upsert never touches an existing line,
     * and the unique (userId, proId) index settles concurrent adds: one line, whatever happens.
     */
    async add(userId: string, proId: string, quantity: number): Promise<void> {
      const product = await catalogue.requireOrderableProduct(proId);
      const { version, ...copy } = copyOf(product);
      const { upsertedCount } = await CartItem.updateOne(
        { userId, proId },
        { $setOnInsert: { ...copy, productVersion: version, quantity } },
        { upsert: true },
      );
      if (upsertedCount === 0) throw AppError.conflict(CART_MESSAGES.alreadyInCart);
      // An edit saved after the read refreshed every cart line but this one, not there yet.
      const current = (await catalogue.findProducts([proId])).get(proId);
      if (current !== undefined && (current.version ?? 0) > version) {
        await copyToLines(proId, copyOf(current));
      }
    },

    /**
     * Adds `quantity` of a product, on top of any line already there, up to QUANTITY_MAX (a
     * reorder): 404 when it is gone, 409 while it is sold out. Answers whether the cart now holds
     * more of it: false when its line was already at QUANTITY_MAX, which takes nothing of the
     * product, so the menu is not asked. Each step is conditional on what was read, so two merges
     * never lose one.
     */
    async merge(userId: string, proId: string, quantity: number): Promise<boolean> {
      for (;;) {
        const line = await CartItem.findOne({ userId, proId }, { quantity: 1 }).lean();
        if (line === null) {
          try {
            await service.add(userId, proId, Math.min(quantity, QUANTITY_MAX));
            return true;
          } catch (error) {
            // Added meanwhile (another tab): merge into that line instead. Any other refusal
            // (sold out, gone) stands: retrying it would loop for ever.
            const addedMeanwhile =
              error instanceof AppError && error.message === CART_MESSAGES.alreadyInCart;
            if (!addedMeanwhile) throw error;
            continue;
          }
        }
        if (line.quantity >= QUANTITY_MAX) return false;
        // Raising a line takes more of the product, as adding one does (see setQuantity).
        await catalogue.requireOrderableProduct(proId);
        const merged = Math.min(line.quantity + quantity, QUANTITY_MAX);
        const { matchedCount } = await CartItem.updateOne(
          { userId, proId, quantity: line.quantity },
          { $set: { quantity: merged } },
        );
        if (matchedCount === 1) return true;
      }
    },

    /**
     * Sets the quantity of an existing line (the cart's stepper); 404 when there is no such line.
     * Raising it takes more of the product, so it must be on the menu today (409 while sold out);
     * lowering a line sold out since it was added is always allowed.
     */
    async setQuantity(userId: string, proId: string, quantity: number): Promise<void> {
      const line = await CartItem.findOne({ userId, proId }, { quantity: 1 }).lean();
      if (line === null) throw AppError.notFound(CART_MESSAGES.notInCart);
      if (quantity > line.quantity) await catalogue.requireOrderableProduct(proId);
      const { matchedCount } = await CartItem.updateOne(
        { userId, proId },
        { $set: { quantity } },
        { runValidators: true },
      );
      if (matchedCount === 0) throw AppError.notFound(CART_MESSAGES.notInCart);
    },

    /** Idempotent: removing a line that is already gone (a double click) still succeeds. */
    async remove(userId: string, proId: string): Promise<void> {
      await CartItem.deleteOne({ userId, proId });
    },

    /**
     * An owner edited the product: every cart holding it shows (and its checkout is priced at)
     * what the menu says now, not the copy taken when the line was added.
     */
    refreshProduct: copyToLines,

    /** Empties the user's cart: /clearcart, and the orders module once an order is created. */
    async clearForUser(userId: string): Promise<void> {
      await CartItem.deleteMany({ userId });
    },

    /**
     * A paid order takes out of the cart what it paid for (the cart as it was at Pay Now): lines
     * added or raised since, in another tab, keep what was added for the next order.
     */
    async removeOrdered(
      userId: string,
      lines: readonly { productId: string; quantity: number }[],
    ): Promise<void> {
      if (lines.length === 0) return;
      // Usually the cart is still what was paid for: one delete takes every line.
      const { deletedCount } = await CartItem.deleteMany({
        userId,
        $or: lines.map(({ productId, quantity }) => ({
          proId: productId,
          quantity: mongoose.trusted({ $lte: quantity }),
        })),
      });
      if (deletedCount === lines.length) return;
      // A line raised since keeps what was added (a line removed since is simply not there).
      await CartItem.bulkWrite(
        lines.map(({ productId, quantity }) => ({
          updateOne: {
            filter: { userId, proId: productId, quantity: mongoose.trusted({ $gt: quantity }) },
            update: { $inc: { quantity: -quantity } },
          },
        })),
      );
    },
  };
  return service;
}

export type CartService = ReturnType<typeof createCartService>;
