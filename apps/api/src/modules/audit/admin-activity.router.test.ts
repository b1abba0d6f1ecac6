import { endpoints, type AuditKind } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: SignedInUser;
let staff: SignedInUser;

/** 25 Nov 2026, 12:00 India time, and `minutes` later. */
const noonPlus = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 6, 30 + minutes));

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpVerifiedUser(t.app, t.db.models, 'owner');
  staff = await signUpVerifiedUser(t.app, t.db.models, 'staff');
  const entry = (who: SignedInUser, kind: AuditKind, subject: string, at: Date) => ({
    at,
    actor: { userId: new Types.ObjectId(who.user._id), email: who.user.email, role: who.user.role },
    kind,
    subject,
  });
  // 52 entries: the staff member marks 40 messages handled, a minute apart (two in each of the
  // last minutes share it), and the owner grants 12 roles.
  await t.db.models.Audit.create([
    ...Array.from({ length: 40 }, (_, i) =>
      entry(staff, 'message.handled', `message-${i}`, noonPlus(Math.min(i, 30))),
    ),
    ...Array.from({ length: 12 }, (_, i) =>
      entry(owner, 'staff.role', `person-${i}@example.in`, noonPlus(100 + i)),
    ),
  ]);
});
afterAll(() => t.close());

const activity = async (query: Record<string, string> = {}) =>
  expectSuccess(
    endpoints.listActivity,
    await request(t.app).get('/admin/activity').query(query).set('Cookie', owner.cookie),
  );

describe('GET /admin/activity', () => {
  it('pages through the whole log newest first, 50 at a time, never repeating an entry', async () => {
    const first = await activity();
    expect(first.data).toHaveLength(50);
    expect(first.data[0]).toMatchObject({
      kind: 'staff.role',
      subject: 'person-11@example.in',
      at: '2026-11-25T08:21:00.000Z',
      actor: { userId: owner.user._id, email: owner.user.email, role: 'owner' },
    });
    expect(first.nextCursor).not.toBeNull();
    const second = await activity({ before: first.nextCursor ?? '' });
    expect(second.data).toHaveLength(2);
    expect(second.nextCursor).toBeNull();

    const all = [...first.data, ...second.data];
    expect(new Set(all.map((entry) => entry.subject)).size).toBe(52);
    const times = all.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by person, by account id or current e-mail', async () => {
    const byId = await activity({ actor: owner.user._id });
    expect(byId.data).toHaveLength(12);
    expect(byId.nextCursor).toBeNull();
    const byEmail = await activity({ actor: staff.user.email.toUpperCase() });
    expect(byEmail.data).toHaveLength(40);
    expect(byEmail.nextCursor).toBeNull();
    expect(byEmail.data.every((entry) => entry.actor.email === staff.user.email)).toBe(true);
    expect((await activity({ actor: 'nobody@example.in' })).data).toEqual([]);
  });

  it('finds a person by an e-mail they have since changed, and by the new one, all their entries', async () => {
    const mover = await signUpVerifiedUser(t.app, t.db.models, 'staff');
    const moverId = new Types.ObjectId(mover.user._id);
    const asMover = (email: string, subject: string, minutes: number) => ({
      at: noonPlus(minutes),
      actor: { userId: moverId, email, role: 'staff' as const },
      kind: 'message.handled' as const,
      subject,
    });
    await t.db.models.Audit.create([
      asMover('mover-old@example.in', 'before-1', 200),
      asMover('mover-old@example.in', 'before-2', 201),
      asMover('mover-new@example.in', 'after-1', 202),
    ]);
    await t.db.models.User.updateOne({ _id: moverId }, { $set: { email: 'mover-new@example.in' } });

    const byOld = await activity({ actor: 'Mover-Old@example.in' });
    expect(byOld.data.map((entry) => entry.subject)).toEqual(['after-1', 'before-2', 'before-1']);
    const byNew = await activity({ actor: 'mover-new@example.in' });
    expect(byNew.data.map((entry) => entry.subject)).toEqual(['after-1', 'before-2', 'before-1']);
  });

  it('filters by kind, and by person and kind together', async () => {
    const roles = await activity({ kind: 'staff.role' });
    expect(roles.data.map((entry) => entry.subject)).toEqual(
      Array.from({ length: 12 }, (_, i) => `person-${11 - i}@example.in`),
    );
    expect((await activity({ kind: 'staff.role', actor: staff.user._id })).data).toEqual([]);
    expect((await activity({ kind: 'review.hidden' })).data).toEqual([]);
  });

  it.each([
    ['an unknown kind', { kind: 'order.eaten' }, 'kind'],
    ['a made-up cursor', { before: 'page-2' }, 'before'],
    ['an empty person', { actor: ' ' }, 'actor'],
  ])('refuses %s with 400 naming the field', async (_case, query, field) => {
    const response = await request(t.app)
      .get('/admin/activity')
      .query(query)
      .set('Cookie', owner.cookie);
    expect(expectFailure(response, 400, 'BAD_REQUEST').details?.[0]?.path).toBe(field);
  });
});
