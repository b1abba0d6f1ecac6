import { endpoints, type EndpointDefinition } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { comparableHeaders } from '../../test/comparable-headers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductRecord } from '../products/products.model.js';
import { PRODUCT_NOT_FOUND } from '../products/catalogue-lookup.js';
import { CART_MESSAGES } from './cart.service.js';

let t: TestApp;
let asha: SignedInUser;
let ravi: SignedInUser;
let shake: ProductRecord;
let smoothie: ProductRecord;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db.models);
  [shake, smoothie] = await firstSeededProducts(t.db.models);
  asha = await signUpUser(t.app, { userName: 'Asha Kapoor' });
  ravi = await signUpUser(t.app, { userName: 'Ravi Shah' });
});
beforeEach(() => t.db.models.CartItem.deleteMany({}));
afterAll(() => t.close());

const idOf = (product: ProductRecord) => product._id.toHexString();
const as = <E extends EndpointDefinition>(who: SignedInUser, endpoint: E, body?: unknown) =>
  call(t.app, endpoint, body).set('Cookie', who.cookie);

async function cartOf(who: SignedInUser) {
  return expectSuccess(endpoints.getCart, await as(who, endpoints.getCart));
}

async function addToCart(who: SignedInUser, product: ProductRecord, quantity = 1) {
  const response = await as(who, endpoints.addCart, { proId: idOf(product), quantity });
  return expectSuccess(endpoints.addCart, response);
}

describe('without a session', () => {
  it.each([
    ['getCart', endpoints.getCart, undefined],
    ['addCart', endpoints.addCart, { proId: new Types.ObjectId().toHexString(), quantity: 1 }],
    [
      'updateCart',
      endpoints.updateCart,
      { proId: new Types.ObjectId().toHexString(), quantity: 1 },
    ],
    ['removeCart', endpoints.removeCart, { proId: new Types.ObjectId().toHexString() }],
    ['clearCart', endpoints.clearCart, {}],
  ] as const)('%s answers 401', async (_name, endpoint, body) => {
    expectFailure(await call(t.app, endpoint, body), 401, 'UNAUTHORIZED');
  });
});

// The server answers a signed-in /getcart on the fast path (http/fast-path.ts) and hands
// everything else to Express: both must answer the same.
describe.each([
  ['the Express app', () => t.app],
  ['the server handler (fast path)', () => t.handleRequest],
])('GET /getcart through %s', (_name, target) => {
  const cartVia = async (request: ReturnType<typeof call>) =>
    expectSuccess(endpoints.getCart, await request);

  it('answers an empty list for an empty cart', async () => {
    expect(await cartVia(call(target(), endpoints.getCart).set('Cookie', asha.cookie))).toEqual([]);
  });

  it("returns only the caller's lines, oldest first, each carrying the caller's userId", async () => {
    await addToCart(asha, shake, 2);
    await addToCart(ravi, smoothie, 5);
    await addToCart(ravi, shake, 1);
    const ashas = await cartVia(call(target(), endpoints.getCart).set('Cookie', asha.cookie));
    expect(ashas).toEqual([expect.objectContaining({ proId: idOf(shake), quantity: 2 })]);
    expect(ashas.every((line) => line.userId === asha.user._id)).toBe(true);
    const ravis = await cartVia(call(target(), endpoints.getCart).set('Cookie', ravi.cookie));
    expect(ravis.map((line) => [line.proId, line.quantity, line.userId])).toEqual([
      [idOf(smoothie), 5, ravi.user._id],
      [idOf(shake), 1, ravi.user._id],
    ]);
  });

  it('finds the session cookie among other cookies, and takes a Bearer token', async () => {
    await addToCart(asha, shake, 3);
    const withOtherCookies = call(target(), endpoints.getCart).set(
      'Cookie',
      `theme=dark; ${asha.cookie}; seen=1`,
    );
    expect((await cartVia(withOtherCookies)).map((line) => line.quantity)).toEqual([3]);
    const withBearer = call(target(), endpoints.getCart).set(
      'Authorization',
      `Bearer ${asha.token}`,
    );
    expect((await cartVia(withBearer)).map((line) => line.quantity)).toEqual([3]);
  });

  it("answers 401 'Please log in' without a session, or with an empty or malformed one", async () => {
    for (const cookie of [undefined, 'gf_session=', 'gf_session=not-a-jwt']) {
      const request = call(target(), endpoints.getCart);
      const response = await (cookie === undefined ? request : request.set('Cookie', cookie));
      expect(response.status).toBe(401);
    }
    const response = await call(target(), endpoints.getCart);
    expect(expectFailure(response, 401, 'UNAUTHORIZED').message).toBe('Please log in');
  });

  it('answers 401 on the next request once the session has logged out', async () => {
    const leaving = await signUpUser(t.app);
    const before = call(target(), endpoints.getCart).set('Cookie', leaving.cookie);
    expect(await cartVia(before)).toEqual([]);
    const logout = await as(leaving, endpoints.logout, { email: leaving.user.email });
    expectSuccess(endpoints.logout, logout);
    const after = await call(target(), endpoints.getCart).set('Cookie', leaving.cookie);
    expect(expectFailure(after, 401, 'UNAUTHORIZED').message).toBe(
      'Your session has ended, please log in again',
    );
  });
});

describe('GET /getcart on the fast path', () => {
  it('sends the headers Express would: its type, length and security headers', async () => {
    await addToCart(asha, shake, 2);
    const [viaExpress, viaFastPath] = await Promise.all([
      call(t.app, endpoints.getCart).set('Cookie', asha.cookie),
      call(t.handleRequest, endpoints.getCart).set('Cookie', asha.cookie),
    ]);
    expect(comparableHeaders(viaFastPath)).toEqual(comparableHeaders(viaExpress));
    expect(viaFastPath.body).toEqual(viaExpress.body);
    expect(viaFastPath.headers['content-security-policy']).toBeDefined();
  });
});

describe('POST /addcart', () => {
  it("adds a line with the catalogue's title, description, image and price", async () => {
    const body = await addToCart(asha, shake, 3);
    expect(body.message).toBe(CART_MESSAGES.added);
    expect(await cartOf(asha)).toEqual([
      {
        _id: expect.any(String),
        userId: asha.user._id,
        proId: idOf(shake),
        title: shake.title,
        description: shake.description,
        imageUrl: shake.imageUrl,
        price: shake.pricePaise / 100,
        quantity: 3,
      },
    ]);
  });

  it('ignores a price, title, image or description sent by the client', async () => {
    const response = await as(asha, endpoints.addCart, {
      userId: asha.user._id,
      proId: idOf(shake),
      quantity: 1,
      price: 1,
      title: 'Free shake',
      description: 'tampered',
      imageUrl: 'https://evil.example/x.png',
    });
    expectSuccess(endpoints.addCart, response);
    const [line] = await cartOf(asha);
    expect(line).toMatchObject({
      price: shake.pricePaise / 100,
      title: shake.title,
      description: shake.description,
      imageUrl: shake.imageUrl,
    });
  });

  it("answers a second add of the same product with 409 'Product already in Cart!'", async () => {
    await addToCart(asha, shake, 2);
    const response = await as(asha, endpoints.addCart, { proId: idOf(shake), quantity: 4 });
    const envelope = expectFailure(response, 409, 'CONFLICT');
    expect(envelope).toMatchObject({ success: false, message: CART_MESSAGES.alreadyInCart });
    expect((await cartOf(asha)).map((line) => line.quantity)).toEqual([2]);
  });

  it('lets two users each hold a line for the same product', async () => {
    await addToCart(asha, shake);
    await addToCart(ravi, shake);
    expect(await t.db.models.CartItem.countDocuments({ proId: shake._id })).toBe(2);
  });

  it('leaves exactly one line after 20 parallel adds of the same product', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(asha, endpoints.addCart, { proId: idOf(smoothie), quantity: 1 }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await cartOf(asha)).toHaveLength(1);
  });

  it('answers 404 for a product that is not in the catalogue', async () => {
    const response = await as(asha, endpoints.addCart, {
      proId: new Types.ObjectId().toHexString(),
      quantity: 1,
    });
    expect(expectFailure(response, 404, 'NOT_FOUND').message).toBe(PRODUCT_NOT_FOUND);
    expect(await cartOf(asha)).toEqual([]);
  });

  it.each([0, 11, 2.5, '3', -1, null])('refuses the quantity %j with 400', async (quantity) => {
    const response = await as(asha, endpoints.addCart, { proId: idOf(shake), quantity });
    const envelope = expectFailure(response, 400, 'BAD_REQUEST');
    expect(envelope.details?.[0]?.path).toBe('quantity');
    expect(await cartOf(asha)).toEqual([]);
  });

  it.each([
    ['a missing proId', { quantity: 1 }],
    ['a malformed proId', { proId: 'abc', quantity: 1 }],
    ['an operator object', { proId: { $ne: null }, quantity: 1 }],
    ['a JSON array instead of an object', [{ proId: '0'.repeat(24), quantity: 1 }]],
  ])('refuses %s with 400', async (_case, body) => {
    expectFailure(await as(asha, endpoints.addCart, body), 400, 'BAD_REQUEST');
    expect(await cartOf(asha)).toEqual([]);
  });

  it("answers 403 for another user's userId and adds nothing", async () => {
    const response = await as(asha, endpoints.addCart, {
      userId: ravi.user._id,
      proId: idOf(shake),
      quantity: 1,
    });
    expectFailure(response, 403, 'FORBIDDEN');
    expect(await t.db.models.CartItem.countDocuments({})).toBe(0);
  });
});

describe('POST /updatecart', () => {
  it('sets the quantity of a line', async () => {
    await addToCart(asha, shake, 1);
    const response = await as(asha, endpoints.updateCart, {
      userId: asha.user._id,
      proId: idOf(shake),
      quantity: 10,
    });
    expectSuccess(endpoints.updateCart, response);
    expect((await cartOf(asha))[0]?.quantity).toBe(10);
  });

  it('lowers, but never raises, a line whose product was sold out since it was added', async () => {
    await addToCart(asha, shake, 4);
    await t.db.models.Product.updateOne({ _id: shake._id }, { $set: { available: false } });
    try {
      const update = (quantity: number) =>
        as(asha, endpoints.updateCart, { proId: idOf(shake), quantity });
      const raised = expectFailure(await update(5), 409, 'CONFLICT');
      expect(raised.message).toBe('This item is sold out today');
      expect((await cartOf(asha))[0]?.quantity).toBe(4);
      expectSuccess(endpoints.updateCart, await update(2));
      expect((await cartOf(asha))[0]?.quantity).toBe(2);
    } finally {
      await t.db.models.Product.updateOne({ _id: shake._id }, { $unset: { available: 1 } });
    }
  });

  it('answers 404 for a product that is not in the cart', async () => {
    await addToCart(ravi, shake, 1);
    const response = await as(asha, endpoints.updateCart, { proId: idOf(shake), quantity: 2 });
    expectFailure(response, 404, 'NOT_FOUND');
    expect((await cartOf(ravi))[0]?.quantity).toBe(1);
  });

  it.each([0, 11, 2.5, '3'])(
    'refuses the quantity %j with 400, leaving the line',
    async (quantity) => {
      await addToCart(asha, shake, 4);
      const response = await as(asha, endpoints.updateCart, { proId: idOf(shake), quantity });
      expectFailure(response, 400, 'BAD_REQUEST');
      expect((await cartOf(asha))[0]?.quantity).toBe(4);
    },
  );

  it("answers 403 for another user's userId and changes nothing", async () => {
    await addToCart(ravi, shake, 1);
    const response = await as(asha, endpoints.updateCart, {
      userId: ravi.user._id,
      proId: idOf(shake),
      quantity: 9,
    });
    expectFailure(response, 403, 'FORBIDDEN');
    expect((await cartOf(ravi))[0]?.quantity).toBe(1);
  });
});

describe('POST /removecart', () => {
  it('removes the line, and a repeated remove still succeeds', async () => {
    await addToCart(asha, shake);
    await addToCart(asha, smoothie);
    const body = { userId: asha.user._id, proId: idOf(shake) };
    expectSuccess(endpoints.removeCart, await as(asha, endpoints.removeCart, body));
    expectSuccess(endpoints.removeCart, await as(asha, endpoints.removeCart, body));
    expect((await cartOf(asha)).map((line) => line.proId)).toEqual([idOf(smoothie)]);
  });

  it("never removes another user's line", async () => {
    await addToCart(ravi, shake);
    expectSuccess(
      endpoints.removeCart,
      await as(asha, endpoints.removeCart, { proId: idOf(shake) }),
    );
    expect(await cartOf(ravi)).toHaveLength(1);
  });

  it("answers 403 for another user's userId and changes nothing", async () => {
    await addToCart(ravi, shake);
    const response = await as(asha, endpoints.removeCart, {
      userId: ravi.user._id,
      proId: idOf(shake),
    });
    expectFailure(response, 403, 'FORBIDDEN');
    expect(await cartOf(ravi)).toHaveLength(1);
  });

  it('refuses a malformed proId with 400', async () => {
    const response = await as(asha, endpoints.removeCart, { proId: { $gt: '' } });
    expectFailure(response, 400, 'BAD_REQUEST');
  });
});

describe('POST /clearcart', () => {
  it("empties the caller's cart and no one else's", async () => {
    await addToCart(asha, shake);
    await addToCart(asha, smoothie);
    await addToCart(ravi, shake);
    const response = await as(asha, endpoints.clearCart, { userId: asha.user._id });
    expectSuccess(endpoints.clearCart, response);
    expect(await cartOf(asha)).toEqual([]);
    expect(await cartOf(ravi)).toHaveLength(1);
  });

  it("answers 403 for another user's userId and changes nothing", async () => {
    await addToCart(ravi, shake);
    const response = await as(asha, endpoints.clearCart, { userId: ravi.user._id });
    expectFailure(response, 403, 'FORBIDDEN');
    expect(await cartOf(ravi)).toHaveLength(1);
  });

  it('refuses a malformed userId with 400', async () => {
    expectFailure(await as(asha, endpoints.clearCart, { userId: 'me' }), 400, 'BAD_REQUEST');
  });
});
