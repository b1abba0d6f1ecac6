import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';
import { ensureIndexes, type Models } from './models.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** Every index of the collection that expires documents, as the server lists it. */
async function ttlIndexes(model: Models[keyof Models]) {
  const indexes = await model.collection.listIndexes().toArray();
  return indexes
    .filter((index) => index.expireAfterSeconds !== undefined)
    .map(({ key, expireAfterSeconds }) => ({ key, expireAfterSeconds }));
}

describe('data that expires (TTL indexes, deleted by the database)', () => {
  it('ends sessions on their expiry date, never while one is still valid', async () => {
    expect(await ttlIndexes(db.models.Session)).toEqual([
      { key: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ]);
  });

  it('drops verification and reset tokens when they stop working', async () => {
    expect(await ttlIndexes(db.models.AccountToken)).toEqual([
      { key: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ]);
  });

  it('drops pending payments only by their own expiresAt, which a paid one lacks until its order exists', async () => {
    // Not by createdAt: a checkout paid but not yet placed as an order must never disappear.
    expect(await ttlIndexes(db.models.PendingPayment)).toEqual([
      { key: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ]);
  });

  it('drops the createdAt TTL index an older version left on pending payments', async () => {
    await db.models.PendingPayment.collection.createIndex(
      { createdAt: 1 },
      { expireAfterSeconds: 30 * 24 * 3600 },
    );
    await ensureIndexes(db.models);
    expect(await ttlIndexes(db.models.PendingPayment)).toEqual([
      { key: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ]);
  });

  it('forgets handled webhook events after 7 days (Razorpay redelivers for at most a day)', async () => {
    expect(await ttlIndexes(db.models.WebhookEvent)).toEqual([
      { key: { createdAt: 1 }, expireAfterSeconds: 604_800 },
    ]);
  });

  it('drops rate-limit windows when they end', async () => {
    expect(await ttlIndexes(db.models.RateLimit)).toEqual([
      { key: { resetAt: 1 }, expireAfterSeconds: 0 },
    ]);
  });

  it('drops sent and failed e-mails when their expiresAt passes; pending ones have none', async () => {
    expect(await ttlIndexes(db.models.Outbox)).toEqual([
      { key: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ]);
  });

  it('keeps orders, invoices, users and the audit log for ever', async () => {
    for (const model of [
      db.models.Order,
      db.models.Invoice,
      db.models.CreditNote,
      db.models.User,
      db.models.Audit,
    ]) {
      expect(await ttlIndexes(model)).toEqual([]);
    }
  });
});
