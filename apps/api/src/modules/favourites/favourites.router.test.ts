import { endpoints, FAVOURITES_MAX, type EndpointDefinition } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PRODUCT_NOT_FOUND } from '../products/catalogue-lookup.js';
import type { ProductRecord } from '../products/products.model.js';

let t: TestApp;
let asha: SignedInUser;
let ravi: SignedInUser;
let shake: ProductRecord;
let smoothie: ProductRecord;
let meal: ProductRecord;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db.models);
  [shake, smoothie, meal] = await firstSeededProducts(t.db.models);
  asha = await signUpUser(t.app, { userName: 'Asha Kapoor' });
  ravi = await signUpUser(t.app, { userName: 'Ravi Shah' });
});
beforeEach(() => t.db.models.FavouriteList.deleteMany({}));
afterAll(() => t.close());

const as = <E extends EndpointDefinition>(who: SignedInUser, endpoint: E, body?: unknown) =>
  call(t.app, endpoint, body).set('Cookie', who.cookie);

/** What the spec's client sends for a product: its own copy of the card. */
const entryFor = (product: ProductRecord) => ({
  proId: product._id.toHexString(),
  title: product.title,
  imageUrl: product.imageUrl,
  description: product.description,
});

async function favouritesOf(who: SignedInUser) {
  const response = await as(who, endpoints.getFavourites, { userId: who.user._id });
  return expectSuccess(endpoints.getFavourites, response).favourites;
}

async function setFavourites(who: SignedInUser, products: ProductRecord[]) {
  const response = await as(who, endpoints.setFavourites, { favourites: products.map(entryFor) });
  expectSuccess(endpoints.setFavourites, response);
}

describe('without a session', () => {
  it('POST /getfav and POST /addfav answer 401', async () => {
    expectFailure(await call(t.app, endpoints.getFavourites, {}), 401, 'UNAUTHORIZED');
    expectFailure(
      await call(t.app, endpoints.setFavourites, { favourites: [] }),
      401,
      'UNAUTHORIZED',
    );
  });
});

describe('POST /getfav', () => {
  it('answers an empty list when the user has none', async () => {
    expect(await favouritesOf(asha)).toEqual([]);
  });

  it("answers only the caller's list", async () => {
    await setFavourites(ravi, [shake]);
    expect(await favouritesOf(asha)).toEqual([]);
    expect(await favouritesOf(ravi)).toEqual([entryFor(shake)]);
  });

  it("answers 403 for another user's userId", async () => {
    await setFavourites(ravi, [shake]);
    const response = await as(asha, endpoints.getFavourites, { userId: ravi.user._id });
    expectFailure(response, 403, 'FORBIDDEN');
  });

  it('refuses a malformed userId with 400 naming it', async () => {
    const response = await as(asha, endpoints.getFavourites, { userId: 'asha' });
    expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
      'userId: Must be a 24-character hexadecimal id',
    );
  });

  it('shows a product as the menu has it now, after the owner edited it', async () => {
    const edited = { ...shake, _id: new Types.ObjectId(), title: 'Mango Lassi Shake' };
    await t.db.models.Product.create(edited);
    await setFavourites(asha, [edited]);
    await t.db.models.Product.updateOne(
      { _id: edited._id },
      { $set: { title: 'Mango Lassi Power Shake', imageUrl: '/art/new-mango.webp' } },
    );
    expect(await favouritesOf(asha)).toEqual([
      { ...entryFor(edited), title: 'Mango Lassi Power Shake', imageUrl: '/art/new-mango.webp' },
    ]);
  });

  it('leaves out a product gone from the catalogue, so the list read saves again', async () => {
    const gone = { ...smoothie, _id: new Types.ObjectId(), title: 'Seasonal Jamun Smoothie' };
    await t.db.models.Product.create(gone);
    await setFavourites(asha, [shake, gone, meal]);
    await t.db.models.Product.deleteOne({ _id: gone._id });
    const listed = await favouritesOf(asha);
    expect(listed).toEqual([entryFor(shake), entryFor(meal)]);
    // The web toggles by sending back the list it read, plus or minus one entry.
    const response = await as(asha, endpoints.setFavourites, {
      favourites: [...listed, entryFor(smoothie)],
    });
    expectSuccess(endpoints.setFavourites, response);
  });
});

describe('POST /addfav', () => {
  it('stores the list in the order given', async () => {
    await setFavourites(asha, [smoothie, shake]);
    expect(await favouritesOf(asha)).toEqual([entryFor(smoothie), entryFor(shake)]);
  });

  it('replaces the whole list, and an empty list clears it', async () => {
    await setFavourites(asha, [shake, smoothie]);
    await setFavourites(asha, [meal]);
    expect(await favouritesOf(asha)).toEqual([entryFor(meal)]);
    await setFavourites(asha, []);
    expect(await favouritesOf(asha)).toEqual([]);
  });

  it("stores the catalogue's title, image and description, not the client's copy", async () => {
    const tampered = { ...entryFor(shake), title: 'Free shake', imageUrl: 'javascript:alert(1)' };
    const response = await as(asha, endpoints.setFavourites, { favourites: [tampered] });
    expectSuccess(endpoints.setFavourites, response);
    expect(await favouritesOf(asha)).toEqual([entryFor(shake)]);
  });

  it('answers 404 for a product not in the catalogue, keeping the stored list', async () => {
    await setFavourites(asha, [shake]);
    const unknown = { ...entryFor(smoothie), proId: new Types.ObjectId().toHexString() };
    const response = await as(asha, endpoints.setFavourites, {
      favourites: [entryFor(meal), unknown],
    });
    expect(expectFailure(response, 404, 'NOT_FOUND').message).toBe(PRODUCT_NOT_FOUND);
    expect(await favouritesOf(asha)).toEqual([entryFor(shake)]);
  });

  it('refuses the same product twice with 400', async () => {
    const response = await as(asha, endpoints.setFavourites, {
      favourites: [entryFor(shake), entryFor(shake)],
    });
    expectFailure(response, 400, 'BAD_REQUEST');
    expect(await favouritesOf(asha)).toEqual([]);
  });

  it(`refuses more than ${FAVOURITES_MAX} entries with 400`, async () => {
    const favourites = Array.from({ length: FAVOURITES_MAX + 1 }, () => ({
      ...entryFor(shake),
      proId: new Types.ObjectId().toHexString(),
    }));
    const response = await as(asha, endpoints.setFavourites, { favourites });
    expectFailure(response, 400, 'BAD_REQUEST');
  });

  it.each([
    ['a missing list', {}],
    ['a list that is not an array', { favourites: 'all' }],
    ['an entry with a malformed proId', { favourites: [{ proId: 'abc' }] }],
    ['an operator object as proId', { favourites: [{ proId: { $ne: null } }] }],
  ])('refuses %s with 400', async (_case, body) => {
    expectFailure(await as(asha, endpoints.setFavourites, body), 400, 'BAD_REQUEST');
  });

  it("answers 403 for another user's userId and changes nothing", async () => {
    await setFavourites(ravi, [shake]);
    const response = await as(asha, endpoints.setFavourites, {
      userId: ravi.user._id,
      favourites: [],
    });
    expectFailure(response, 403, 'FORBIDDEN');
    expect(await favouritesOf(ravi)).toEqual([entryFor(shake)]);
    expect(await favouritesOf(asha)).toEqual([]);
  });
});
