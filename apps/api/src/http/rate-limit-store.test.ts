import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../test/accounts.js';
import { call, expectFailure } from '../test/contract.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { mongoRateLimitStores } from './rate-limit-store.js';

/** Two API processes on one database, as behind a load balancer. */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '6' } });
  b = await createTestApp({ db: a.db, env: { AUTH_RATE_LIMIT_PER_IP: '6' } });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('rate limits shared by every API process', () => {
  it('answers 429 at the single configured limit when the flood is spread over two apps', async () => {
    const login = (app: TestApp) =>
      call(app.app, endpoints.login, { email: uniqueEmail(), password: 'guess-123' }).set(
        'X-Forwarded-For',
        '203.0.113.50',
      );
    for (let i = 0; i < 6; i += 1) {
      expectFailure(await login(i % 2 === 0 ? a : b), 404, 'NOT_FOUND');
    }
    expectFailure(await login(a), 429, 'TOO_MANY_REQUESTS');
    expectFailure(await login(b), 429, 'TOO_MANY_REQUESTS');
  });

  it('counts every one of many parallel hits exactly once', async () => {
    const store = mongoRateLimitStores(a.db.models.RateLimit)('parallel', 60_000);
    const hits = await Promise.all(Array.from({ length: 20 }, () => store.increment('k')));
    expect(hits.map(({ totalHits }) => totalHits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the old one has ended, and keeps limiters apart', async () => {
    let now = new Date('2026-03-02T10:00:00.000Z');
    const stores = mongoRateLimitStores(a.db.models.RateLimit, () => now);
    const login = stores('window', 60_000);
    const contact = stores('other', 60_000);
    await login.increment('ip');
    expect(await login.increment('ip')).toEqual({
      totalHits: 2,
      resetTime: new Date('2026-03-02T10:01:00.000Z'),
    });
    expect((await contact.increment('ip')).totalHits).toBe(1);
    await login.decrement('ip');
    expect((await login.increment('ip')).totalHits).toBe(2);
    now = new Date('2026-03-02T10:01:00.000Z');
    expect(await login.increment('ip')).toEqual({
      totalHits: 1,
      resetTime: new Date('2026-03-02T10:02:00.000Z'),
    });
  });

  it('lets the database delete a window when it ends (TTL index)', async () => {
    const indexes = await a.db.models.RateLimit.collection.listIndexes().toArray();
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { resetAt: 1 }, expireAfterSeconds: 0 }),
    );
  });
});
