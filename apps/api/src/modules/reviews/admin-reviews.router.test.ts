import { endpointPath, endpoints } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const NOW = new Date('2026-11-25T14:00:00Z');

let t: TestApp;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  staff = await signUpVerifiedUser(t.app, t.db.models, 'staff');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.models.Review.deleteMany({});
});

/** Two reviews, the older one first. */
async function twoReviews(): Promise<[string, string]> {
  const [older, newer] = await t.db.models.Review.create([
    { userName: 'Asha', review: 'Lovely shake', createdAt: new Date('2026-11-24T10:00:00Z') },
    { userName: 'Kabir', review: 'Rude rider', createdAt: new Date('2026-11-25T10:00:00Z') },
  ]);
  return [older!._id.toHexString(), newer!._id.toHexString()];
}

const hide = (reviewId: string, body: unknown) =>
  request(t.app)
    .post(endpointPath(endpoints.hideReview, { reviewId }))
    .set('Cookie', staff.cookie)
    .send(body as object);
const show = (reviewId: string) =>
  request(t.app)
    .post(endpointPath(endpoints.showReview, { reviewId }))
    .set('Cookie', staff.cookie)
    .send({});
const publicReviews = async () =>
  expectSuccess(endpoints.getReviews, await call(t.app, endpoints.getReviews)).data.map(
    (review) => review.review,
  );
const entriesAbout = (subject: string) =>
  t.db.models.Audit.find({ subject }).sort({ at: 1 }).lean();

describe('GET /admin/reviews', () => {
  it('lists every review newest first, a hidden one with its reason', async () => {
    const [older, newer] = await twoReviews();
    expectSuccess(endpoints.hideReview, await hide(newer, { reason: 'Abusive' }));
    const { data } = expectSuccess(
      endpoints.listAdminReviews,
      await call(t.app, endpoints.listAdminReviews).set('Cookie', staff.cookie),
    );
    expect(data).toEqual([
      {
        _id: newer,
        userName: 'Kabir',
        review: 'Rude rider',
        userPhoto: '',
        createdAt: '2026-11-25T10:00:00.000Z',
        hidden: { reason: 'Abusive', by: staff.user.email, at: '2026-11-25T14:00:00.000Z' },
      },
      {
        _id: older,
        userName: 'Asha',
        review: 'Lovely shake',
        userPhoto: '',
        createdAt: '2026-11-24T10:00:00.000Z',
      },
    ]);
  });

  it('reads along an index of creation time', async () => {
    const indexes = await t.db.models.Review.collection.listIndexes().toArray();
    expect(indexes.map((index) => index.key)).toContainEqual({ createdAt: -1, _id: -1 });
  });
});

describe('POST /admin/reviews/:reviewId/hide and /show', () => {
  it('takes a review off /getreviews with its reason, once, and audits it', async () => {
    const [, newer] = await twoReviews();
    expect(await publicReviews()).toEqual(['Rude rider', 'Lovely shake']);

    const { data } = expectSuccess(
      endpoints.hideReview,
      await hide(newer, { reason: '  Abusive  ' }),
    );
    expect(data.hidden).toEqual({
      reason: 'Abusive',
      by: staff.user.email,
      at: '2026-11-25T14:00:00.000Z',
    });
    expect(await publicReviews()).toEqual(['Lovely shake']);

    expect(expectFailure(await hide(newer, { reason: 'Again' }), 409, 'CONFLICT').message).toBe(
      'This review is already hidden',
    );
    const entries = await entriesAbout(newer);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'review.hidden',
      at: NOW,
      actor: { email: staff.user.email, role: 'staff' },
      before: { hidden: false },
      after: { hidden: true, reason: 'Abusive' },
    });
  });

  it('shows a hidden review again (a hide by mistake), audited as review.shown', async () => {
    const [, newer] = await twoReviews();
    expectSuccess(endpoints.hideReview, await hide(newer, { reason: 'Wrong review' }));
    const { data } = expectSuccess(endpoints.showReview, await show(newer));
    expect(data.hidden).toBeUndefined();
    expect(await publicReviews()).toEqual(['Rude rider', 'Lovely shake']);
    expect(expectFailure(await show(newer), 409, 'CONFLICT').message).toBe(
      'This review is not hidden',
    );
    const entries = await entriesAbout(newer);
    expect(entries.map((entry) => entry.kind)).toEqual(['review.hidden', 'review.shown']);
    expect(entries[1]).toMatchObject({
      before: { hidden: true, reason: 'Wrong review' },
      after: { hidden: false },
    });
  });

  it.each([
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
    ['a reason over 200 characters', { reason: 'x'.repeat(201) }],
  ])('refuses %s with 400 naming the reason, hiding nothing', async (_case, body) => {
    const [, newer] = await twoReviews();
    const envelope = expectFailure(await hide(newer, body), 400, 'BAD_REQUEST');
    expect(envelope.details?.[0]?.path).toBe('reason');
    expect(await publicReviews()).toHaveLength(2);
  });

  it('takes a reason of exactly 200 characters', async () => {
    const [older] = await twoReviews();
    const { data } = expectSuccess(
      endpoints.hideReview,
      await hide(older, { reason: 'x'.repeat(200) }),
    );
    expect(data.hidden?.reason).toHaveLength(200);
  });

  it('answers 404 for an unknown review and 400 for a malformed id', async () => {
    const unknown = '0123456789abcdef01234567';
    expect(expectFailure(await hide(unknown, { reason: 'Spam' }), 404, 'NOT_FOUND').message).toBe(
      'Review not found',
    );
    expect(expectFailure(await show(unknown), 404, 'NOT_FOUND').message).toBe('Review not found');
    expect(
      expectFailure(await hide('nope', { reason: 'Spam' }), 400, 'BAD_REQUEST').details?.[0]?.path,
    ).toBe('reviewId');
    expect(expectFailure(await show('nope'), 400, 'BAD_REQUEST').message).toBe(
      'reviewId: Must be a 24-character hexadecimal id',
    );
    expect(await entriesAbout(unknown)).toEqual([]);
  });
});
