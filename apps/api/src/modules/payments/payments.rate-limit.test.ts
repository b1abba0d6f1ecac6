import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, type SignedInUser } from '../../test/accounts.js';
import { expectFailure, expectSuccess } from '../../test/contract.js';
import { callAs, fillCart, paymentOrderBody, type CheckoutItem } from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TOO_MANY_PAYMENT_ORDERS } from './payments.router.js';

const LIMIT = 3;

let t: TestApp;
let asha: SignedInUser;
let ravi: SignedInUser;
let items: CheckoutItem[];

beforeAll(async () => {
  t = await createTestApp({
    env: { PAYMENT_ORDER_RATE_LIMIT_PER_USER: String(LIMIT), PAYMENTS_PROVIDER: 'simulated' },
  });
  await seedDatabase(t.db.models);
  const [shake] = await firstSeededProducts(t.db.models);
  items = [{ product: shake, quantity: 1 }];
  asha = await signUpUser(t.app, { userName: 'Asha Kapoor' });
  ravi = await signUpUser(t.app, { userName: 'Ravi Shah' });
  await fillCart(t.app, asha, items);
  await fillCart(t.app, ravi, items);
});
afterAll(() => t.close());

const createPaymentOrder = (who: SignedInUser, body: unknown = paymentOrderBody(who, items)) =>
  callAs(t.app, who, endpoints.createPaymentOrder, body);

describe('POST /paymentorder rate limit', () => {
  it('lets a shopper open a few payment orders, then answers 429 to that user only', async () => {
    for (let i = 0; i < LIMIT; i += 1) {
      expectSuccess(endpoints.createPaymentOrder, await createPaymentOrder(asha));
    }
    const blocked = expectFailure(await createPaymentOrder(asha), 429, 'TOO_MANY_REQUESTS');
    expect(blocked.message).toBe(TOO_MANY_PAYMENT_ORDERS);
    // Bad input past the limit is still a clean 429, not a crash.
    expectFailure(await createPaymentOrder(asha, { amount: 'lots' }), 429, 'TOO_MANY_REQUESTS');
    // Counted per signed-in user, not per IP: another shopper on the same address can still pay.
    expectSuccess(endpoints.createPaymentOrder, await createPaymentOrder(ravi));
    // Asking again for the same checkout reuses its provider order: one per shopper.
    const pending = await t.db.models.PendingPayment.countDocuments({});
    expect(pending).toBe(2);
  });

  it('allows 20 payment orders per user by default', async () => {
    const defaults = await createTestApp({ db: t.db });
    expect(defaults.config.PAYMENT_ORDER_RATE_LIMIT_PER_USER).toBe(20);
  });
});
