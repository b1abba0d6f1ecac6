import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { buyWithSimulatedPayment, callAs } from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductRecord } from '../products/products.model.js';
import { REVIEW_MESSAGES } from './reviews.service.js';

let t: TestApp;
let outbox: string;
let asha: SignedInUser;
let ravi: SignedInUser;
let shake: ProductRecord;
let smoothie: ProductRecord;
let bar: ProductRecord;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-reviews-outbox-'));
  t = await createTestApp({ env: { MAIL_OUTBOX_DIR: outbox } });
  await seedDatabase(t.db.models);
  [shake, smoothie, bar] = await firstSeededProducts(t.db.models);
  asha = await signUpUser(t.app, { userName: 'Asha Kapoor' });
  ravi = await signUpUser(t.app, { userName: 'Ravi Shah' });
  // Profile photos come from the account: set one to see it on the review.
  await t.db.models.User.updateOne({ _id: asha.user._id }, { $set: { userPhoto: 'avatar-3' } });
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const as = (who: SignedInUser, body: unknown) => callAs(t.app, who, endpoints.addReview, body);
const idOf = (product: ProductRecord) => product._id.toHexString();

async function deliveredOrder(who: SignedInUser, products: ProductRecord[]): Promise<string> {
  const orderId = await buyWithSimulatedPayment(
    t.app,
    who,
    products.map((product) => ({ product, quantity: 1 })),
  );
  await t.db.models.Order.updateOne({ orderId }, { $set: { status: 'Delivered' } });
  return orderId;
}

describe('POST /addreview', () => {
  it('answers 401 without a session', async () => {
    expectFailure(
      await call(t.app, endpoints.addReview, { productId: idOf(shake), review: 'Great' }),
      401,
      'UNAUTHORIZED',
    );
  });

  it("adds a review of a delivered product, shown with the account's name and photo", async () => {
    await deliveredOrder(asha, [shake, smoothie]);
    const response = await as(asha, {
      productId: idOf(shake),
      review: '  Thick, creamy and not too sweet.  ',
      userId: asha.user._id,
      userName: 'Someone Famous',
      userPhoto: 'avatar-1',
    });
    expect(expectSuccess(endpoints.addReview, response).message).toBe(REVIEW_MESSAGES.added);
    const { data } = expectSuccess(endpoints.getReviews, await call(t.app, endpoints.getReviews));
    expect(data[0]).toMatchObject({
      userName: 'Asha Kapoor',
      userPhoto: 'avatar-3',
      review: 'Thick, creamy and not too sweet.',
    });
  });

  it('allows one review per order line: a second order of the product allows another', async () => {
    const first = await deliveredOrder(ravi, [bar]);
    expectSuccess(
      endpoints.addReview,
      await as(ravi, { productId: idOf(bar), review: 'Good bar', orderId: first }),
    );
    expectFailure(
      await as(ravi, { productId: idOf(bar), review: 'Again!', orderId: first }),
      409,
      'CONFLICT',
    );
    expectFailure(await as(ravi, { productId: idOf(bar), review: 'Again!' }), 409, 'CONFLICT');

    await deliveredOrder(ravi, [bar]);
    expectSuccess(
      endpoints.addReview,
      await as(ravi, { productId: idOf(bar), review: 'Still good' }),
    );
    expect(
      await t.db.models.Review.countDocuments({ userId: ravi.user._id, productId: idOf(bar) }),
    ).toBe(2);
  });

  it('settles a double submit with exactly one review', async () => {
    const orderId = await deliveredOrder(asha, [bar]);
    const body = { productId: idOf(bar), review: 'Double click', orderId };
    const [first, second] = await Promise.all([as(asha, body), as(asha, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await t.db.models.Review.countDocuments({ orderId })).toBe(1);
  });

  it('refuses a product of an undelivered order, of no order, or of another user’s order with 403', async () => {
    const processing = await buyWithSimulatedPayment(t.app, asha, [
      { product: smoothie, quantity: 1 },
    ]);
    const ravisOrder = await deliveredOrder(ravi, [smoothie]);
    const before = await t.db.models.Review.countDocuments();
    for (const body of [
      { productId: idOf(smoothie), review: 'Not yet here', orderId: processing },
      { productId: idOf(smoothie), review: 'Someone else’s', orderId: ravisOrder },
      { productId: idOf(bar), review: 'Never bought', orderId: processing },
    ]) {
      expect(expectFailure(await as(asha, body), 403, 'FORBIDDEN').message).toBe(
        REVIEW_MESSAGES.notDelivered,
      );
    }
    expect(await t.db.models.Review.countDocuments()).toBe(before);
  });

  it.each([
    ['a direction mark', '\u200e'],
    ['a soft hyphen and a Hangul filler', ' \u00ad\u3164 '],
    ['a Hangul filler between spaces', ' \u3164 \u3164 '],
  ])('refuses a review of only %s, which prints nothing, as empty', async (_name, review) => {
    await deliveredOrder(ravi, [smoothie]);
    const refused = expectFailure(
      await as(ravi, { productId: idOf(smoothie), review }),
      400,
      'BAD_REQUEST',
    );
    expect(refused.details).toEqual([{ path: 'review', message: 'Please enter a review!' }]);
  });

  it('refuses an empty, too long or malformed review with 400, and a userId naming someone else with 403', async () => {
    await deliveredOrder(asha, [smoothie]);
    for (const body of [
      { productId: idOf(smoothie), review: '   ' },
      { productId: idOf(smoothie), review: 'x'.repeat(1001) },
      { productId: idOf(smoothie), review: { $gt: '' } },
      { productId: 'not-an-id', review: 'Fine' },
      { productId: idOf(smoothie), review: 'Fine', orderId: 'nope' },
    ]) {
      expectFailure(await as(asha, body), 400, 'BAD_REQUEST');
    }
    expectFailure(
      await as(asha, { productId: idOf(smoothie), review: 'Fine', userId: ravi.user._id }),
      403,
      'FORBIDDEN',
    );
    expectSuccess(
      endpoints.addReview,
      await as(asha, { productId: idOf(smoothie), review: 'x'.repeat(1000) }),
    );
  });
});

describe('reviewed order lines in /getorders and /getorder', () => {
  const reviewedFlags = (order: { order: { productId: string; reviewed?: boolean }[] }) =>
    Object.fromEntries(order.order.map((line) => [line.productId, line.reviewed]));

  it('flips a line to reviewed after /addreview, leaving the other lines and orders alone', async () => {
    const meera = await signUpUser(t.app, { userName: 'Meera Iyer' });
    const older = await deliveredOrder(meera, [shake]);
    const newer = await deliveredOrder(meera, [shake, bar]);
    const ordersOf = async () =>
      expectSuccess(endpoints.getOrders, await callAs(t.app, meera, endpoints.getOrders, {})).data;

    const [newestBefore, oldestBefore] = await ordersOf();
    expect(newestBefore && reviewedFlags(newestBefore)).toEqual({
      [idOf(shake)]: false,
      [idOf(bar)]: false,
    });
    expect(oldestBefore && reviewedFlags(oldestBefore)).toEqual({ [idOf(shake)]: false });

    expectSuccess(
      endpoints.addReview,
      await as(meera, { productId: idOf(shake), review: 'Good', orderId: newer }),
    );

    const [newestAfter, oldestAfter] = await ordersOf();
    expect(newestAfter?.orderId).toBe(newer);
    expect(newestAfter && reviewedFlags(newestAfter)).toEqual({
      [idOf(shake)]: true,
      [idOf(bar)]: false,
    });
    expect(oldestAfter?.orderId).toBe(older);
    expect(oldestAfter && reviewedFlags(oldestAfter)).toEqual({ [idOf(shake)]: false });
    const single = expectSuccess(
      endpoints.getOrder,
      await callAs(t.app, meera, endpoints.getOrder, { orderId: newer }),
    ).data;
    expect(reviewedFlags(single)).toEqual({ [idOf(shake)]: true, [idOf(bar)]: false });
  });
});
