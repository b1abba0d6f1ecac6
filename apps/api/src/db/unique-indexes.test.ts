import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';
import type { Models } from './models.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/**
 * The collection's unique indexes as the server lists them. The embedded engine runs one
 * operation at a time, so a parallel test can pass without the index that real MongoDB needs to
 * let only one of two racing writes in: these tests pin the index itself.
 */
async function uniqueIndexes(model: Models[keyof Models]) {
  const indexes = await model.collection.listIndexes().toArray();
  return indexes
    .filter((index) => index.unique === true)
    .map(({ key, partialFilterExpression }) => ({
      key,
      ...(partialFilterExpression === undefined ? {} : { partialFilterExpression }),
    }));
}

describe('unique indexes that make a racing second write fail', () => {
  it('orders: one per paid provider order, and one refunded record per second payment', async () => {
    expect(await uniqueIndexes(db.models.Order)).toEqual(
      expect.arrayContaining([
        { key: { orderId: 1 } },
        // /authpayment, the webhook and reconciliation racing place one order.
        {
          key: { providerOrderId: 1 },
          partialFilterExpression: { providerOrderId: { $exists: true } },
        },
        // A second payment reported twice is recorded, and so refunded, once.
        { key: { paymentId: 1 }, partialFilterExpression: { duplicateOf: { $exists: true } } },
      ]),
    );
  });

  it('voucher uses: one per checkout, whichever confirmation writes it first', async () => {
    expect(await uniqueIndexes(db.models.VoucherUse)).toEqual(
      expect.arrayContaining([{ key: { holder: 1 } }]),
    );
  });

  it('slot capacities: one per gym and slot, so two owners setting it at once upsert one', async () => {
    expect(await uniqueIndexes(db.models.SlotCapacity)).toEqual([
      { key: { gym: 1, date: 1, start: 1 } },
    ]);
  });

  it('reviews: one per order line, so a double submit adds one', async () => {
    expect(await uniqueIndexes(db.models.Review)).toEqual([
      {
        key: { orderId: 1, productId: 1 },
        partialFilterExpression: { orderId: { $exists: true } },
      },
    ]);
  });

  it('users: one account per e-mail, through sign-up, Google and an e-mail change', async () => {
    expect(await uniqueIndexes(db.models.User)).toEqual([{ key: { email: 1 } }]);
  });

  it('webhook events: each Razorpay event is remembered once', async () => {
    expect(await uniqueIndexes(db.models.WebhookEvent)).toEqual([{ key: { eventId: 1 } }]);
  });

  it('contact messages: one per sender and text in a short window, across API processes', async () => {
    expect(await uniqueIndexes(db.models.Contact)).toEqual([
      { key: { dedupeKeys: 1 }, partialFilterExpression: { dedupeKeys: { $exists: true } } },
    ]);
  });

  it('cart lines: one per shopper and product, so parallel adds make one line', async () => {
    expect(await uniqueIndexes(db.models.CartItem)).toEqual([{ key: { userId: 1, proId: 1 } }]);
  });
});
