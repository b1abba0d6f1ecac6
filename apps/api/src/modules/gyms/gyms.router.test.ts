import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_GYMS } from '../../seed/gyms.js';
import { seedDatabase } from '../../seed/seed.js';
import { call, expectSuccess } from '../../test/contract.js';
import { comparableHeaders } from '../../test/comparable-headers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The server answers /getgyms on the fast path (http/fast-path.ts); Express serves whatever it
// hands over. Both must answer the same.
describe.each([
  ['the Express app', (app: TestApp) => app.app],
  ['the server handler (fast path)', (app: TestApp) => app.handleRequest],
])('GET /getgyms through %s', (_name, handlerOf) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const target = () => handlerOf(t);

  it('answers an empty list before anything is seeded', async () => {
    expect(expectSuccess(endpoints.getGyms, await call(target(), endpoints.getGyms))).toEqual({
      success: true,
      data: [],
    });
  });

  it('lists the gym names in alphabetical order', async () => {
    await seedDatabase(t.db.models);
    const { data } = expectSuccess(endpoints.getGyms, await call(target(), endpoints.getGyms));
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data)).toEqual(new Set(SEED_GYMS.map((gym) => gym.name)));
    expect(data).toEqual([...data].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('ignores a query string', async () => {
    const response = await call(target(), endpoints.getGyms).query({ name: { $ne: '' } });
    expect(expectSuccess(endpoints.getGyms, response).data.length).toBe(SEED_GYMS.length);
  });
});

describe('GET /getgyms on the fast path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDatabase(t.db.models);
  });
  afterAll(() => t.close());

  it('sends the headers Express would: its type, length and security headers', async () => {
    const [viaExpress, viaFastPath] = await Promise.all([
      call(t.app, endpoints.getGyms),
      call(t.handleRequest, endpoints.getGyms),
    ]);
    expect(comparableHeaders(viaFastPath)).toEqual(comparableHeaders(viaExpress));
    expect(viaFastPath.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(viaFastPath.headers['content-security-policy']).toBeDefined();
  });
});
