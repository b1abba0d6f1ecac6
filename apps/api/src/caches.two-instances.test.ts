import { endpoints, endpointPath, type Gym, type Product } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from './seed/seed.js';
import { signUpVerifiedUser, type SignedInUser } from './test/accounts.js';
import { call, expectSuccess } from './test/contract.js';
import { callAs } from './test/purchase.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Two API processes on one database, as behind nginx: what is changed through one is served by
 * the other within the cache's documented window (docs/architecture.md, "Caches").
 */
const MAX_AGE_MS = 1000;
/** A busy CI machine answers slowly; a cache that never re-reads still fails by far. */
const SLACK_MS = 4000;

let a: TestApp;
let b: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  const env = { CATALOGUE_MAX_AGE_MS: String(MAX_AGE_MS) };
  a = await createTestApp({ env });
  b = await createTestApp({ db: a.db, env });
  await seedDatabase(a.db.models);
  owner = await signUpVerifiedUser(a.app, a.db.models, 'owner', { userName: 'Shop Owner' });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** How long after `change` the `read` through the other process first satisfies `fresh`. */
async function servedWithin<T>(
  change: () => Promise<void>,
  read: () => Promise<T>,
  fresh: (value: T) => boolean,
): Promise<number> {
  await change();
  const changedAt = Date.now();
  await vi.waitFor(async () => expect(fresh(await read())).toBe(true), {
    timeout: 10_000,
    interval: 50,
  });
  return Date.now() - changedAt;
}

describe('caches across API processes', () => {
  it('the catalogue: a menu edit through one process is served by the other within CATALOGUE_MAX_AGE_MS', async () => {
    const catalogueOf = async (app: TestApp): Promise<Product[]> =>
      expectSuccess(
        endpoints.getProducts,
        await call(app.handleRequest, endpoints.getProducts).set('Accept-Encoding', 'identity'),
      );
    const [product] = await catalogueOf(b);
    const update = {
      ...endpoints.setProductAvailability,
      path: endpointPath(endpoints.setProductAvailability, {
        productId: product!._id,
      }) as `/${string}`,
    };
    const elapsed = await servedWithin(
      async () => {
        expectSuccess(
          endpoints.setProductAvailability,
          await callAs(a.app, owner, update, { available: false }),
        );
      },
      () => catalogueOf(b),
      (products) => products.find(({ _id }) => _id === product!._id)?.available === false,
    );
    expect(elapsed).toBeLessThan(MAX_AGE_MS + SLACK_MS);
  });

  it("the gyms: an owner's new opening hours through one process are served by the other within the same window", async () => {
    const gymsOf = async (app: TestApp): Promise<Gym[]> =>
      expectSuccess(endpoints.listGyms, await call(app.app, endpoints.listGyms)).data;
    const [gym] = await gymsOf(b);
    const elapsed = await servedWithin(
      async () => {
        expectSuccess(
          endpoints.setGymHours,
          await callAs(a.app, owner, endpoints.setGymHours, {
            gym: gym!.name,
            opensAt: '07:00',
            closesAt: '21:00',
            version: 0,
          }),
        );
      },
      () => gymsOf(b),
      (gyms) => {
        const changed = gyms.find(({ name }) => name === gym!.name);
        return changed?.opensAt === '07:00' && changed.closesAt === '21:00';
      },
    );
    expect(elapsed).toBeLessThan(MAX_AGE_MS + SLACK_MS);
  });
});
