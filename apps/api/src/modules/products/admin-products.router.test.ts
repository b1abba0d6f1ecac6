import { endpoints, endpointPath, SOLD_OUT_MESSAGE, type Product } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { callAs, deliveryAddress } from '../../test/purchase.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openSecondConnection } from '../../test/test-db.js';
import { TITLE_TAKEN } from './admin-products.service.js';

/** Saturday 28 Nov 2026, 10:00 in India: slots are open for pay on delivery. */
const SATURDAY_10AM_IST = new Date('2026-11-28T04:30:00Z');

let t: TestApp;
let owner: SignedInUser;
let shopper: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => SATURDAY_10AM_IST,
    env: { PAY_ON_DELIVERY: 'true', PAYMENT_ORDER_RATE_LIMIT_PER_USER: '10000' },
  });
  await seedDatabase(t.db.models);
  owner = await signUpVerifiedUser(t.app, t.db.models, 'owner', { userName: 'Shop Owner' });
  shopper = await signUpVerifiedUser(t.app, t.db.models, 'customer', { userName: 'Asha Kapoor' });
});
afterAll(() => t.close());

let titles = 0;
/** A valid 'Menu' form, with a title no other test uses (the title is unique). */
function draft(overrides: Record<string, unknown> = {}) {
  titles += 1;
  return {
    title: `Mango Whey Lassi ${titles}`,
    description: 'Alphonso mango, curd and whey.',
    category: 'Shakes',
    price: 249,
    art: '1f96d',
    // 4 × 25 + 4 × 40 + 9 × 8 = 332 kcal from the macros; 340 is within 15% of it.
    nutrition: {
      servingSize: '350 ml',
      kcal: 340,
      protein: 25,
      carbs: 40,
      fat: 8,
      fibre: 2,
      sugar: 30,
      sodium: 120,
    },
    diet: 'veg',
    // Ticked out of FSSAI's order: stored in it.
    allergens: ['tree nuts', 'milk'],
    ingredients: 'Curd (milk), mango, whey protein (milk), almonds',
    ...overrides,
  };
}

const asOwner = (endpoint: Parameters<typeof callAs>[2], body?: unknown) =>
  callAs(t.app, owner, endpoint, body);

async function createProduct(body = draft()): Promise<Product> {
  return expectSuccess(endpoints.createProduct, await asOwner(endpoints.createProduct, body), 201)
    .data;
}

const updateOf = (productId: string) => ({
  ...endpoints.updateProduct,
  path: endpointPath(endpoints.updateProduct, { productId }) as `/${string}`,
});
const availabilityOf = (productId: string) => ({
  ...endpoints.setProductAvailability,
  path: endpointPath(endpoints.setProductAvailability, { productId }) as `/${string}`,
});
/** The 'Menu' form's save: the draft and the version of the product it was based on. */
const saveEdit = (productId: string, body: Record<string, unknown>, version = 0) =>
  asOwner(updateOf(productId), { ...body, version });
const setAvailable = (productId: string, available: boolean) =>
  asOwner(availabilityOf(productId), { available });

const auditOf = (productId: string) =>
  t.db.models.Audit.find({ subject: productId }).sort({ at: 1, _id: 1 }).lean();

/** /getproducts as the server answers it (the fast path, before Express). */
async function catalogueOf(app: TestApp): Promise<Product[]> {
  const response = await call(app.handleRequest, endpoints.getProducts).set(
    'Accept-Encoding',
    'identity',
  );
  return expectSuccess(endpoints.getProducts, response);
}

const UNKNOWN_ID = '0123456789abcdef01234567';

describe('POST /admin/products', () => {
  it('adds the product, available, with the price in paise and the art as its image', async () => {
    const body = draft();
    const product = await createProduct(body);

    expect(product).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: body.title,
      description: 'Alphonso mango, curd and whey.',
      category: 'Shakes',
      price: 249,
      imageUrl: '/art/1f96d.webp',
      nutrition: body.nutrition,
      diet: 'veg',
      allergens: ['milk', 'tree nuts'],
      ingredients: 'Curd (milk), mango, whey protein (milk), almonds',
      available: true,
      version: 0,
    });
    const stored = await t.db.models.Product.findById(product._id).lean();
    expect(stored).toMatchObject({ pricePaise: 24_900, available: true });
  });

  it('puts it on /getproducts at once', async () => {
    await catalogueOf(t);
    const product = await createProduct();
    expect((await catalogueOf(t)).find((p) => p._id === product._id)).toEqual(product);
  });

  it('writes one product.created entry with who added what', async () => {
    const product = await createProduct();
    const entries = await auditOf(product._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'product.created',
      actor: { email: owner.user.email, role: 'owner' },
      summary: `Added ${product.title}`,
      after: { title: product.title, price: 249, imageUrl: '/art/1f96d.webp' },
    });
    expect(entries[0]?.before).toBeUndefined();
    expect(entries[0]?.at).toEqual(SATURDAY_10AM_IST);
  });

  it.each([
    ['title', { title: '   ' }, 'title: This field is required'],
    ['title', { title: 'x'.repeat(61) }, 'title: Must be at most 60 characters'],
    ['description', { description: '' }, 'description: This field is required'],
    ['category', { category: 'Dessert' }, 'category: '],
    ['price', { price: 0 }, 'price: Must be at least ₹1'],
    ['price', { price: 249.5 }, 'price: Must be whole rupees'],
    ['price', { price: '249' }, 'price: '],
    ['art', { art: '1f600' }, 'art: Choose one of the pictures'],
    ['art', { art: '/art/1f96d.webp' }, 'art: Choose one of the pictures'],
    ['nutrition', { nutrition: null }, 'nutrition: '],
    [
      'nutrition.servingSize',
      { nutrition: { ...draft().nutrition, servingSize: '350' } },
      "nutrition.servingSize: Must read like '350 ml' or '320 g'",
    ],
    [
      'nutrition.servingSize',
      { nutrition: { ...draft().nutrition, servingSize: '0 ml' } },
      "nutrition.servingSize: Must read like '350 ml' or '320 g'",
    ],
    [
      'nutrition.servingSize',
      { nutrition: { ...draft().nutrition, servingSize: '0350 ml' } },
      "nutrition.servingSize: Must read like '350 ml' or '320 g'",
    ],
    [
      'nutrition.protein',
      { nutrition: { ...draft().nutrition, protein: 25.55 } },
      'nutrition.protein: Must have at most one decimal',
    ],
    [
      'nutrition.kcal',
      { nutrition: { ...draft().nutrition, kcal: 500 } },
      'nutrition.kcal: Energy must be within 15% of 332 kcal (4 × protein + 4 × carbs + 9 × fat)',
    ],
    ['diet', { diet: 'vegan' }, 'diet: '],
    ['allergens', { allergens: ['celery'] }, 'allergens.0: '],
    ['allergens', { allergens: ['milk', 'milk'] }, 'allergens: Name each allergen once'],
    [
      'diet',
      { diet: 'veg', allergens: ['milk', 'egg'] },
      'diet: Must be Contains egg or Non-veg with egg among the allergens',
    ],
    [
      'diet',
      { diet: 'egg', allergens: ['egg', 'fish'] },
      'diet: Must be Non-veg with fish among the allergens',
    ],
    [
      'diet',
      { diet: 'veg', allergens: ['crustacean'] },
      'diet: Must be Non-veg with crustacean among the allergens',
    ],
    [
      'ingredients',
      { ingredients: 'x'.repeat(501) },
      'ingredients: Must be at most 500 characters',
    ],
  ])('refuses a bad %s with a 400 naming it, storing nothing', async (field, change, message) => {
    const body = draft(change);
    const failure = expectFailure(await asOwner(endpoints.createProduct, body), 400, 'BAD_REQUEST');
    expect(failure.message.startsWith(message)).toBe(true);
    expect(failure.details?.[0]?.path).toBe(message.slice(0, message.indexOf(':')));
    expect(failure.details?.[0]?.path.split('.')[0]).toBe(field.split('.')[0]);
    expect(await t.db.models.Product.countDocuments({ title: body.title })).toBe(0);
  });

  it('refuses a second product of the same title with a 409, even for a double click', async () => {
    const body = draft();
    const [first, second] = await Promise.all([
      asOwner(endpoints.createProduct, body),
      asOwner(endpoints.createProduct, body),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(expectFailure(refused, 409, 'CONFLICT').message).toBe(TITLE_TAKEN);
    expect(await t.db.models.Product.countDocuments({ title: body.title })).toBe(1);
    expect(await t.db.models.Audit.countDocuments({ 'after.title': body.title })).toBe(1);
  });

  it('refuses a title the menu has but for its case, spacing or invisible characters', async () => {
    const body = draft();
    expectSuccess(endpoints.createProduct, await asOwner(endpoints.createProduct, body), 201);
    for (const title of [
      body.title.toUpperCase(),
      body.title.replace(' ', '   '),
      `${body.title}\u200b`,
      body.title.replace(' ', ' \ufeff'),
    ]) {
      const refused = await asOwner(endpoints.createProduct, { ...body, title });
      expect(expectFailure(refused, 409, 'CONFLICT').message).toBe(TITLE_TAKEN);
    }
    expect(
      await t.db.models.Product.countDocuments({ title: new RegExp(`^${body.title}$`, 'i') }),
    ).toBe(1);
  });

  it('holds titles unique whatever the case under an index (the engine runs one write at a time)', async () => {
    const indexes = await t.db.models.Product.collection.listIndexes().toArray();
    expect(indexes).toContainEqual(
      expect.objectContaining({
        key: { title: 1 },
        unique: true,
        collation: expect.objectContaining({ locale: 'en', strength: 2 }),
      }),
    );
    expect(indexes.map((index) => index.name)).not.toContain('title_1');
  });
});

describe('PUT /admin/products/:productId', () => {
  it('brings every cart holding the product up to its new title, price and art', async () => {
    const product = await createProduct();
    expectSuccess(
      endpoints.addCart,
      await callAs(t.app, shopper, endpoints.addCart, { proId: product._id, quantity: 2 }),
    );
    const edit = draft({ price: 259, art: '1f95b', description: 'Now with more mango.' });
    expectSuccess(endpoints.updateProduct, await saveEdit(product._id, edit));
    const cart = expectSuccess(endpoints.getCart, await callAs(t.app, shopper, endpoints.getCart));
    expect(cart.find((line) => line.proId === product._id)).toMatchObject({
      title: edit.title,
      description: 'Now with more mango.',
      imageUrl: '/art/1f95b.webp',
      price: 259,
      quantity: 2,
    });
  });

  it('replaces the editable fields and answers the product', async () => {
    const product = await createProduct();
    const edit = draft({ price: 259, art: '1f95b', allergens: ['milk'], diet: 'egg' });
    const updated = expectSuccess(endpoints.updateProduct, await saveEdit(product._id, edit)).data;
    expect(updated).toMatchObject({
      _id: product._id,
      title: edit.title,
      price: 259,
      imageUrl: '/art/1f95b.webp',
      allergens: ['milk'],
      diet: 'egg',
      available: true,
    });
    expect(await t.db.models.Product.findById(product._id).lean()).toMatchObject({
      pricePaise: 25_900,
    });
    expect((await catalogueOf(t)).find((p) => p._id === product._id)).toEqual(updated);
  });

  it('records only the fields that changed, before and after', async () => {
    const body = draft();
    const product = await createProduct(body);
    await saveEdit(product._id, { ...body, price: 269, ingredients: 'Mango, curd' });

    const [, edited] = await auditOf(product._id);
    expect(edited).toMatchObject({
      kind: 'product.updated',
      subject: product._id,
      summary: `Edited ${body.title}`,
      actor: { email: owner.user.email },
      before: { price: 249, ingredients: 'Curd (milk), mango, whey protein (milk), almonds' },
      after: { price: 269, ingredients: 'Mango, curd' },
    });
    expect(Object.keys(edited?.after ?? {}).sort()).toEqual(['ingredients', 'price']);
  });

  it('writes no entry for a save that changes nothing', async () => {
    const body = draft();
    const product = await createProduct(body);
    expectSuccess(endpoints.updateProduct, await saveEdit(product._id, body));
    expect((await auditOf(product._id)).map((entry) => entry.kind)).toEqual(['product.created']);
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await saveEdit(UNKNOWN_ID, draft());
    expect(expectFailure(unknown, 404, 'NOT_FOUND').message).toBe('Product not found');
    const malformed = expectFailure(await saveEdit('nope', draft()), 400, 'BAD_REQUEST');
    expect(malformed.message).toBe('productId: Must be a 24-character hexadecimal id');
  });

  it('refuses a bad field with a 400 naming it and leaves the product as it was', async () => {
    const product = await createProduct();
    const failure = expectFailure(
      await saveEdit(product._id, draft({ price: -5 })),
      400,
      'BAD_REQUEST',
    );
    expect(failure.details?.[0]?.path).toBe('price');
    expect(await t.db.models.Product.findById(product._id).lean()).toMatchObject({
      pricePaise: 24_900,
    });
  });

  it('refuses an edit that marks a product with egg Veg, leaving it as it was', async () => {
    const product = await createProduct();
    const failure = expectFailure(
      await saveEdit(product._id, draft({ allergens: ['egg'], diet: 'veg' })),
      400,
      'BAD_REQUEST',
    );
    expect(failure.details).toEqual([
      { path: 'diet', message: 'Must be Contains egg or Non-veg with egg among the allergens' },
    ]);
    expect(await t.db.models.Product.findById(product._id).lean()).toMatchObject({
      allergens: ['milk', 'tree nuts'],
      diet: 'veg',
    });
  });

  it('answers the product at its next version, and refuses a second save based on the old one', async () => {
    const body = draft();
    const product = await createProduct(body);
    const first = expectSuccess(
      endpoints.updateProduct,
      await saveEdit(product._id, { ...body, price: 259 }),
    ).data;
    expect(first.version).toBe(1);

    // A second owner's form, opened before the first save: its edit must not replace that save.
    const stale = await saveEdit(product._id, { ...body, price: 299 }, 0);
    expect(expectFailure(stale, 409, 'CONFLICT').message).toBe(
      'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.',
    );
    expect(await t.db.models.Product.findById(product._id).lean()).toMatchObject({
      pricePaise: 25_900,
      version: 1,
    });
    expect((await auditOf(product._id)).map((entry) => entry.kind)).toEqual([
      'product.created',
      'product.updated',
    ]);

    // Based on the version it now is, the save lands.
    const second = expectSuccess(
      endpoints.updateProduct,
      await saveEdit(product._id, { ...body, price: 299 }, 1),
    ).data;
    expect(second).toMatchObject({ price: 299, version: 2 });
    expect((await catalogueOf(t)).find((p) => p._id === product._id)).toEqual(second);
  });

  it('lets exactly one of two saves based on the same version land', async () => {
    const body = draft();
    const product = await createProduct(body);
    const answers = await Promise.all([
      saveEdit(product._id, { ...body, price: 301 }),
      saveEdit(product._id, { ...body, price: 302 }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body.data as Product;
    const stored = await t.db.models.Product.findById(product._id).lean();
    expect(stored?.pricePaise).toBe(winner.price * 100);
    expect(stored?.version).toBe(1);
    expect((await auditOf(product._id)).map((entry) => entry.kind)).toEqual([
      'product.created',
      'product.updated',
    ]);
  });

  it('takes a product stored before versions existed as version 0', async () => {
    const body = draft();
    const product = await createProduct(body);
    await t.db.models.Product.collection.updateOne(
      { _id: new Types.ObjectId(product._id) },
      { $unset: { version: '' } },
    );
    const saved = await saveEdit(product._id, { ...body, price: 279 }, 0);
    expect(expectSuccess(endpoints.updateProduct, saved).data).toMatchObject({
      price: 279,
      version: 1,
    });
  });

  it('is not refused because the Available switch moved meanwhile (not part of the form)', async () => {
    const body = draft();
    const product = await createProduct(body);
    await setAvailable(product._id, false);
    const saved = await saveEdit(product._id, { ...body, price: 279 }, 0);
    expect(expectSuccess(endpoints.updateProduct, saved).data).toMatchObject({
      available: false,
      version: 1,
    });
  });

  it('applies an edit that names no version over the saves since (a client keeping none)', async () => {
    const product = await createProduct();
    expectSuccess(endpoints.updateProduct, await saveEdit(product._id, draft({ price: 279 }), 0));
    const saved = await asOwner(updateOf(product._id), draft({ price: 289 }));
    expect(expectSuccess(endpoints.updateProduct, saved).data).toMatchObject({
      price: 289,
      version: 2,
    });
  });

  it('refuses a version that is not a whole number from 0 with a 400', async () => {
    const product = await createProduct();
    for (const version of [-1, 1.5, '1']) {
      const failure = expectFailure(
        await asOwner(updateOf(product._id), { ...draft(), version }),
        400,
        'BAD_REQUEST',
      );
      expect(failure.details).toEqual([
        { path: 'version', message: 'Must be the version you edited' },
      ]);
    }
  });

  it('refuses a title another product has with a 409', async () => {
    const taken = await createProduct();
    const product = await createProduct();
    const failure = expectFailure(
      await saveEdit(product._id, draft({ title: taken.title })),
      409,
      'CONFLICT',
    );
    expect(failure.message).toBe(TITLE_TAKEN);
  });
});

describe('PUT /admin/products/:productId/availability', () => {
  it('marks it sold out on /getproducts at once, and available again', async () => {
    const product = await createProduct();
    const soldOut = expectSuccess(
      endpoints.setProductAvailability,
      await setAvailable(product._id, false),
    );
    expect(soldOut.data).toEqual({ ...product, available: false });
    expect((await catalogueOf(t)).find((p) => p._id === product._id)?.available).toBe(false);

    expectSuccess(endpoints.setProductAvailability, await setAvailable(product._id, true));
    expect((await catalogueOf(t)).find((p) => p._id === product._id)?.available).toBe(true);
  });

  it('counts a product stored before the toggle existed as available', async () => {
    const product = await createProduct();
    // As stored before the field existed (raw driver; the product model bumps the revision).
    await t.db.connection
      .collection('products')
      .updateOne({ _id: new Types.ObjectId(product._id) }, { $unset: { available: '' } });
    await t.db.models.Product.updateOne({ _id: product._id }, { $set: { ingredients: 'Mango' } });
    expect((await catalogueOf(t)).find((p) => p._id === product._id)?.available).toBe(true);
    expectSuccess(
      endpoints.addCart,
      await asOwner(endpoints.addCart, { proId: product._id, quantity: 1 }),
    );

    expectSuccess(endpoints.setProductAvailability, await setAvailable(product._id, false));
    expect((await catalogueOf(t)).find((p) => p._id === product._id)?.available).toBe(false);
  });

  it('is idempotent: repeats and races change it and write the entry once', async () => {
    const product = await createProduct();
    const answers = await Promise.all([
      setAvailable(product._id, false),
      setAvailable(product._id, false),
    ]);
    answers.push(await setAvailable(product._id, false));
    for (const answer of answers) {
      expect(expectSuccess(endpoints.setProductAvailability, answer).data.available).toBe(false);
    }
    const entries = await auditOf(product._id);
    expect(entries.map((entry) => entry.kind)).toEqual(['product.created', 'product.availability']);
    expect(entries[1]).toMatchObject({
      summary: `${product.title} is sold out`,
      before: { available: true },
      after: { available: false },
      actor: { email: owner.user.email },
    });
  });

  it('answers 404 for an unknown product and 400 for a missing flag', async () => {
    expectFailure(await setAvailable(UNKNOWN_ID, false), 404, 'NOT_FOUND');
    const product = await createProduct();
    const failure = expectFailure(
      await asOwner(availabilityOf(product._id), { available: 'no' }),
      400,
      'BAD_REQUEST',
    );
    expect(failure.details?.[0]?.path).toBe('available');
  });
});

describe('a sold-out product', () => {
  const asShopper = (endpoint: Parameters<typeof callAs>[2], body?: unknown) =>
    callAs(t.app, shopper, endpoint, body);
  const payOnDelivery = (productId: string) => ({
    userId: shopper.user._id,
    userName: 'Asha Kapoor',
    address: 'Iron Temple Fitness Bandra, Mumbai, India',
    phoneNumber: '9876543210',
    paymentMethod: 'pay-on-delivery',
    order: [{ productId, quantity: 1 }],
  });

  it('cannot be added to a cart: 409 with the shop’s words', async () => {
    const product = await createProduct();
    await setAvailable(product._id, false);
    const refused = await asShopper(endpoints.addCart, { proId: product._id, quantity: 1 });
    expect(expectFailure(refused, 409, 'CONFLICT').message).toBe(SOLD_OUT_MESSAGE);
    expect(await t.db.models.CartItem.countDocuments({ proId: product._id })).toBe(0);
  });

  it('already in a cart cannot be paid for: /paymentorder answers 409', async () => {
    const product = await createProduct();
    await asShopper(endpoints.clearCart, {});
    expectSuccess(
      endpoints.addCart,
      await asShopper(endpoints.addCart, { proId: product._id, quantity: 2 }),
    );
    await setAvailable(product._id, false);
    const body = {
      amount: 498, // 2 × ₹249
      currency: 'INR',
      receipt: 'receipt_web',
      order: [{ proId: product._id, quantity: 2 }],
      address: deliveryAddress(shopper),
    };
    const refused = await asShopper(endpoints.createPaymentOrder, body);
    expect(expectFailure(refused, 409, 'CONFLICT').message).toBe(SOLD_OUT_MESSAGE);
    expect(await t.db.models.PendingPayment.countDocuments({ userId: shopper.user._id })).toBe(0);
  });

  it('cannot be ordered for payment on delivery: /addorder answers 409', async () => {
    const product = await createProduct();
    await setAvailable(product._id, false);
    const refused = await asShopper(endpoints.addOrder, payOnDelivery(product._id));
    expect(expectFailure(refused, 409, 'CONFLICT').message).toBe(SOLD_OUT_MESSAGE);
    expect(await t.db.models.Order.countDocuments({ 'lines.productId': product._id })).toBe(0);
  });

  it('is skipped by /reorder and named, while the rest goes back in the cart', async () => {
    const kept = await createProduct();
    const soldOut = await createProduct();
    const placed = await asShopper(endpoints.addOrder, {
      ...payOnDelivery(kept._id),
      order: [
        { productId: kept._id, quantity: 1 },
        { productId: soldOut._id, quantity: 3 },
      ],
    });
    const { orderId } = expectSuccess(endpoints.addOrder, placed);
    await setAvailable(soldOut._id, false);
    await asShopper(endpoints.clearCart, {});

    const reordered = expectSuccess(
      endpoints.reorder,
      await asShopper(endpoints.reorder, { orderId }),
    );
    expect(reordered.data).toEqual({ added: 1, skipped: [soldOut.title], atLimit: [] });
    const cart = expectSuccess(endpoints.getCart, await asShopper(endpoints.getCart));
    expect(cart.map((line) => line.proId)).toEqual([kept._id]);
  });
});

describe('another process', () => {
  let other: TestApp;
  let frozen: TestApp;
  beforeAll(async () => {
    // Each on a connection of its own to the same database, as another API process would be.
    other = await createTestApp({
      db: await openSecondConnection(t.db),
      env: { CATALOGUE_MAX_AGE_MS: '200' },
    });
    frozen = await createTestApp({
      db: await openSecondConnection(t.db),
      env: { CATALOGUE_MAX_AGE_MS: '0' },
    });
  });
  afterAll(async () => {
    await other.close();
    await other.db.close();
    await frozen.close();
    await frozen.db.close();
  });

  it('sees an edit within CATALOGUE_MAX_AGE_MS, not at once through this one’s counter', async () => {
    const product = await createProduct();
    const seen = async (app: TestApp) =>
      (await catalogueOf(app)).find((p) => p._id === product._id);
    expect(await seen(other)).toEqual(product);
    expect(await seen(frozen)).toEqual(product);

    await setAvailable(product._id, false);

    // Never re-read by age: it still serves the bytes it had, so nothing told it directly.
    expect((await seen(frozen))?.available).toBe(true);
    await vi.waitFor(async () => expect((await seen(other))?.available).toBe(false), {
      timeout: 10_000,
      interval: 50,
    });
  });
});
