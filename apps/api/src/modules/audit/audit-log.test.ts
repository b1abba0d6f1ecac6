import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionAuth } from '../../http/session-auth.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { changedFields, createAuditLog } from './audit-log.js';

const owner: SessionAuth = {
  userId: new Types.ObjectId().toString(),
  sessionId: 'session-1',
  email: 'owner@gymfuel.in',
  role: 'owner',
  emailVerified: true,
};
const NOW = new Date('2026-11-25T12:30:00+05:30');

describe('the audit log', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('records who changed what and when, with before and after', async () => {
    const audit = createAuditLog({ Audit: db.models.Audit, now: () => NOW });
    await audit.record(owner, {
      kind: 'product.updated',
      subject: 'p-1',
      before: { price: 249 },
      after: { price: 279 },
    });
    const [entry] = await db.models.Audit.find({ subject: 'p-1' }).lean();
    expect(entry).toMatchObject({
      at: NOW,
      actor: { email: 'owner@gymfuel.in', role: 'owner' },
      kind: 'product.updated',
      before: { price: 249 },
      after: { price: 279 },
    });
    expect(entry?.actor.userId.toString()).toBe(owner.userId);
  });

  it('is append-only: an update or a delete through the model is refused', async () => {
    await expect(
      db.models.Audit.updateMany({}, { $set: { kind: 'order.advanced' } }),
    ).rejects.toThrow('append-only');
    await expect(db.models.Audit.deleteMany({})).rejects.toThrow('append-only');
    expect(await db.models.Audit.countDocuments({ kind: 'product.updated' })).toBe(1);
  });

  it('is indexed for the newest first, by person, by kind and by the e-mail acted under', async () => {
    const indexes = await db.models.Audit.collection.listIndexes().toArray();
    expect(indexes.map((index) => index.key)).toEqual(
      expect.arrayContaining([
        { at: -1, _id: -1 },
        { 'actor.userId': 1, at: -1, _id: -1 },
        { kind: 1, at: -1, _id: -1 },
        { 'actor.email': 1 },
      ]),
    );
  });
});

describe('changedFields', () => {
  it('keeps only the fields an edit changed', () => {
    expect(
      changedFields(
        { title: 'Paneer Wrap', price: 249, allergens: ['milk'] },
        { title: 'Paneer Wrap', price: 279, allergens: ['milk', 'gluten'] },
      ),
    ).toEqual({
      before: { price: 249, allergens: ['milk'] },
      after: { price: 279, allergens: ['milk', 'gluten'] },
    });
  });

  it('names a field added or removed on one side only', () => {
    expect(changedFields({ maxDiscount: 100 }, { usageLimit: 5 })).toEqual({
      before: { maxDiscount: 100 },
      after: { usageLimit: 5 },
    });
  });
});
