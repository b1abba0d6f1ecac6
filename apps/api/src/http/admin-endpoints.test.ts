import { endpointList } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerifiedUser, type SignedInUser } from '../test/accounts.js';
import { call, expectFailure, withPathParams } from '../test/contract.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const adminEndpoints = endpointList
  .filter((endpoint) => endpoint.path.startsWith('/admin/'))
  .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const);
const ownerEndpoints = adminEndpoints.filter(([, endpoint]) => endpoint.auth === 'owner');

/**
 * Every operator endpoint of the contract table, present and future: the guards refuse anyone
 * who is not staff before the body is even read.
 */
describe('every /admin/ endpoint', () => {
  let t: TestApp;
  let customer: SignedInUser;
  let staff: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await signUpVerifiedUser(t.app, t.db.models, 'customer');
    staff = await signUpVerifiedUser(t.app, t.db.models, 'staff');
  });
  afterAll(() => t.close());

  it('is guarded by the staff or owner role', () => {
    expect(adminEndpoints.length).toBeGreaterThan(0);
    for (const [name, endpoint] of adminEndpoints) {
      expect(['staff', 'owner'], name).toContain(endpoint.auth);
    }
  });

  it.each(adminEndpoints)('%s answers 401 without a session', async (_name, endpoint) => {
    const response = await call(t.app, withPathParams(endpoint), {});
    expectFailure(response, 401, 'UNAUTHORIZED');
  });

  // Who may call comes before what was sent: a bare request (no JSON body) is refused as well.
  it.each(adminEndpoints)(
    '%s answers 401 and 403 to a request without a body',
    async (_name, endpoint) => {
      expectFailure(await call(t.app, withPathParams(endpoint)), 401, 'UNAUTHORIZED');
      const asCustomer = call(t.app, withPathParams(endpoint)).set('Cookie', customer.cookie);
      expectFailure(await asCustomer, 403, 'FORBIDDEN');
    },
  );

  it.each(adminEndpoints)('%s refuses a customer with 403', async (_name, endpoint) => {
    const response = await call(t.app, withPathParams(endpoint), {}).set('Cookie', customer.cookie);
    expectFailure(response, 403, 'FORBIDDEN');
  });

  it.each(ownerEndpoints)('%s refuses staff with 403', async (_name, endpoint) => {
    const response = await call(t.app, withPathParams(endpoint), {}).set('Cookie', staff.cookie);
    expectFailure(response, 403, 'FORBIDDEN');
  });
});
