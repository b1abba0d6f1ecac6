import { SOLD_OUT_MESSAGE } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import type { ProductRecord } from '../products/products.model.js';
import { CART_MESSAGES, createCartService, type CartService } from './cart.service.js';
import { createCatalogueLookup } from '../products/catalogue-lookup.js';

let db: TestDatabase;
let cart: CartService;
let product: ProductRecord;
let otherProduct: ProductRecord;
const alice = new Types.ObjectId().toHexString();
const bob = new Types.ObjectId().toHexString();

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDatabase(db.models);
  cart = createCartService({
    CartItem: db.models.CartItem,
    catalogue: createCatalogueLookup(db.models),
  });
  [product, otherProduct] = await firstSeededProducts(db.models);
});
beforeEach(() => db.models.CartItem.deleteMany({}));
afterAll(() => db.close());

const proId = (record: ProductRecord) => record._id.toHexString();

describe('cart service', () => {
  it('adds a line carrying the catalogue copy of the product', async () => {
    await cart.add(alice, proId(product), 2);
    expect(await cart.listForUser(alice)).toEqual([
      {
        _id: expect.any(String),
        userId: alice,
        proId: proId(product),
        title: product.title,
        description: product.description,
        imageUrl: product.imageUrl,
        price: product.pricePaise / 100,
        quantity: 2,
      },
    ]);
  });

  it('refuses a second add of the same product with 409, leaving the first line as it was', async () => {
    await cart.add(alice, proId(product), 2);
    await expect(cart.add(alice, proId(product), 5)).rejects.toMatchObject({
      status: 409,
      message: CART_MESSAGES.alreadyInCart,
    });
    expect((await cart.listForUser(alice)).map((line) => line.quantity)).toEqual([2]);
  });

  it('keeps exactly one line when 20 adds of one product race', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => cart.add(alice, proId(product), 1)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await db.models.CartItem.countDocuments({ userId: alice })).toBe(1);
  });

  it('refuses an unknown product with 404 and stores nothing', async () => {
    const unknown = new Types.ObjectId().toHexString();
    await expect(cart.add(alice, unknown, 1)).rejects.toMatchObject({ status: 404 });
    expect(await cart.listForUser(alice)).toEqual([]);
  });

  it('sets the quantity of an existing line, and answers 404 for a line not in the cart', async () => {
    await cart.add(alice, proId(product), 1);
    await cart.setQuantity(alice, proId(product), 7);
    expect((await cart.listForUser(alice))[0]?.quantity).toBe(7);
    await expect(cart.setQuantity(bob, proId(product), 3)).rejects.toMatchObject({ status: 404 });
    await expect(cart.setQuantity(alice, proId(otherProduct), 3)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('removes one line, and removing it again still succeeds', async () => {
    await cart.add(alice, proId(product), 1);
    await cart.add(alice, proId(otherProduct), 1);
    await cart.remove(alice, proId(product));
    await cart.remove(alice, proId(product));
    expect((await cart.listForUser(alice)).map((line) => line.proId)).toEqual([
      proId(otherProduct),
    ]);
  });

  it("clears one user's cart and no one else's", async () => {
    await cart.add(alice, proId(product), 1);
    await cart.add(alice, proId(otherProduct), 1);
    await cart.add(bob, proId(product), 4);
    await cart.clearForUser(alice);
    expect(await cart.listForUser(alice)).toEqual([]);
    expect((await cart.listForUser(bob)).map((line) => line.quantity)).toEqual([4]);
  });
});

describe('merging a reordered line into the cart', () => {
  // A reorder checks the menu first, but the owner may mark a product sold out (or delete it)
  // before its line is merged: the refusal must reach the caller, not be retried for ever.
  it(
    'refuses a product sold out meanwhile with 409, once, and adds nothing',
    { timeout: 5_000 },
    async () => {
      await db.models.Product.updateOne({ _id: product._id }, { $set: { available: false } });
      try {
        await expect(cart.merge(alice, proId(product), 2)).rejects.toMatchObject({
          status: 409,
          message: SOLD_OUT_MESSAGE,
        });
      } finally {
        await db.models.Product.updateOne({ _id: product._id }, { $unset: { available: 1 } });
      }
      expect(await cart.listForUser(alice)).toEqual([]);
    },
  );

  it('merges into a line another tab added meanwhile, capped at 10', async () => {
    await cart.add(alice, proId(product), 4);
    expect(await cart.merge(alice, proId(product), 9)).toBe(true);
    expect((await cart.listForUser(alice)).map((line) => line.quantity)).toEqual([10]);
  });

  it('answers that nothing was added to a line already at 10, sold out or not', async () => {
    await cart.add(alice, proId(product), 10);
    expect(await cart.merge(alice, proId(product), 1)).toBe(false);
    await db.models.Product.updateOne({ _id: product._id }, { $set: { available: false } });
    try {
      expect(await cart.merge(alice, proId(product), 1)).toBe(false);
    } finally {
      await db.models.Product.updateOne({ _id: product._id }, { $unset: { available: 1 } });
    }
    expect((await cart.listForUser(alice)).map((line) => line.quantity)).toEqual([10]);
  });
});

describe('what a paid order takes out of the cart', () => {
  const quantities = async (userId: string) =>
    (await cart.listForUser(userId)).map((line) => [line.proId, line.quantity]);

  it('takes the lines paid for, only from the payer’s cart', async () => {
    await cart.add(alice, proId(product), 2);
    await cart.add(alice, proId(otherProduct), 1);
    await cart.add(bob, proId(product), 2);
    await cart.removeOrdered(alice, [
      { productId: proId(product), quantity: 2 },
      { productId: proId(otherProduct), quantity: 1 },
    ]);
    expect(await quantities(alice)).toEqual([]);
    expect(await quantities(bob)).toEqual([[proId(product), 2]]);
  });

  it('leaves what was added since, takes a line lowered since, and skips one removed since', async () => {
    // Paid for: 2 of the product and 3 of the other; since then 5 of the product, 1 of the other.
    await cart.add(alice, proId(product), 5);
    await cart.add(alice, proId(otherProduct), 1);
    const third = new Types.ObjectId().toHexString();
    await cart.removeOrdered(alice, [
      { productId: proId(product), quantity: 2 },
      { productId: proId(otherProduct), quantity: 3 },
      { productId: third, quantity: 1 },
    ]);
    expect(await quantities(alice)).toEqual([[proId(product), 3]]);
  });
});

describe('the copy of the product a cart line shows', () => {
  /** The owner saves the product at ₹249 (version 1 → 2), as the menu's edit does, cart included. */
  async function saveAt249(into: CartService) {
    await db.models.Product.updateOne(
      { _id: otherProduct._id },
      { $set: { pricePaise: 24_900, version: 2 } },
    );
    await into.refreshProduct(proId(otherProduct), {
      title: otherProduct.title,
      description: otherProduct.description,
      imageUrl: otherProduct.imageUrl,
      pricePaise: 24_900,
      version: 2,
    });
  }

  beforeEach(() =>
    db.models.Product.updateOne(
      { _id: otherProduct._id },
      { $set: { pricePaise: 19_900, version: 1 } },
    ),
  );
  afterAll(() =>
    db.models.Product.updateOne(
      { _id: otherProduct._id },
      { $set: { pricePaise: otherProduct.pricePaise }, $unset: { version: 1 } },
    ),
  );

  it('is the edited one when the edit is saved while the line is being added', async () => {
    const catalogue = createCatalogueLookup(db.models);
    // The add has read the product at ₹199 when the owner's edit lands, cart refresh and all.
    const racing: CartService = createCartService({
      CartItem: db.models.CartItem,
      catalogue: {
        ...catalogue,
        async requireOrderableProduct(id) {
          const read = await catalogue.requireOrderableProduct(id);
          await saveAt249(racing);
          return read;
        },
      },
    });
    await racing.add(alice, proId(otherProduct), 1);
    expect((await cart.listForUser(alice)).map((line) => line.price)).toEqual([249]);
  });

  it('is never replaced by an older edit’s copy arriving late', async () => {
    await cart.add(alice, proId(otherProduct), 1);
    await saveAt249(cart);
    // The edit before it (version 1, ₹199) refreshes the carts only now, from a slow process.
    await cart.refreshProduct(proId(otherProduct), {
      title: otherProduct.title,
      description: otherProduct.description,
      imageUrl: otherProduct.imageUrl,
      pricePaise: 19_900,
      version: 1,
    });
    expect((await cart.listForUser(alice)).map((line) => line.price)).toEqual([249]);
  });
});
