import { AVATARS, endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_REVIEWS } from '../../seed/reviews.js';
import { seedDatabase } from '../../seed/seed.js';
import { call, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /getreviews', () => {
  it('answers an empty list when there are no reviews', async () => {
    expect(
      expectSuccess(endpoints.getReviews, await call(t.app, endpoints.getReviews)).data,
    ).toEqual([]);
  });

  it('lists the reviews in the contract shape, newest first', async () => {
    await seedDatabase(t.db.models);
    const newest = await t.db.models.Review.create({
      userName: 'Isha Rao',
      review: 'Loved the smoothie!',
      userPhoto: 'avatar-1',
    });
    const { data } = expectSuccess(endpoints.getReviews, await call(t.app, endpoints.getReviews));
    expect(data).toHaveLength(SEED_REVIEWS.length + 1);
    expect(data[0]).toEqual({
      _id: newest._id.toHexString(),
      userName: 'Isha Rao',
      review: 'Loved the smoothie!',
      userPhoto: 'avatar-1',
    });
    const photos: string[] = [...AVATARS, ''];
    expect(data.every((review) => photos.includes(review.userPhoto))).toBe(true);
    expect(Object.keys(data[1] ?? {}).sort()).toEqual(['_id', 'review', 'userName', 'userPhoto']);
  });
});
