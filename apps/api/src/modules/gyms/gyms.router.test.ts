import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_GYMS } from '../../seed/gyms.js';
import { seedDatabase } from '../../seed/seed.js';
import { call, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /getgyms', () => {
  it('answers an empty list before anything is seeded', async () => {
    expect(expectSuccess(endpoints.getGyms, await call(t.app, endpoints.getGyms))).toEqual({
      success: true,
      data: [],
    });
  });

  it('lists the gym names in alphabetical order', async () => {
    await seedDatabase(t.db.models);
    const { data } = expectSuccess(endpoints.getGyms, await call(t.app, endpoints.getGyms));
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data)).toEqual(new Set(SEED_GYMS.map((gym) => gym.name)));
    expect(data).toEqual([...data].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('ignores a query string', async () => {
    const response = await call(t.app, endpoints.getGyms).query({ name: { $ne: '' } });
    expect(expectSuccess(endpoints.getGyms, response).data.length).toBe(SEED_GYMS.length);
  });
});
