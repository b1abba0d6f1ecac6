import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import {
  signUpUser,
  signUpVerifiedUser,
  uniqueEmail,
  type SignedInUser,
} from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import {
  buyWithSimulatedPayment,
  callAs,
  deliveryAddress,
  type CheckoutItem,
} from '../../test/purchase.js';
import { readOutbox } from '../../test/outbox.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductRecord } from '../products/products.model.js';
import { ORDER_CANCELLED, ORDER_NOT_FOUND } from './orders.service.js';

let t: TestApp;
let outbox: string;
let asha: SignedInUser;
let ravi: SignedInUser;
let operator: SignedInUser;
let owner: SignedInUser;
let shake: ProductRecord;
let smoothie: ProductRecord;
let items: CheckoutItem[];

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-orders-outbox-'));
  t = await createTestApp({ env: { MAIL_OUTBOX_DIR: outbox, PAY_ON_DELIVERY: 'true' } });
  await seedDatabase(t.db.models);
  [shake, smoothie] = await firstSeededProducts(t.db.models);
  items = [{ product: shake, quantity: 1 }];
  asha = await signUpVerifiedUser(t.app, t.db.models, 'customer', { userName: 'Asha Kapoor' });
  ravi = await signUpUser(t.app, { userName: 'Ravi Shah' });
  operator = await signUpVerifiedUser(t.app, t.db.models, 'staff', { userName: 'Ops Desk' });
  owner = await signUpVerifiedUser(t.app, t.db.models, 'owner', { userName: 'Shop Owner' });
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const as = (who: SignedInUser, endpoint: Parameters<typeof callAs>[2], body?: unknown) =>
  callAs(t.app, who, endpoint, body);
const buy = (who: SignedInUser, what: CheckoutItem[] = items) =>
  buyWithSimulatedPayment(t.app, who, what);

async function setStatus(orderId: string, status: string) {
  await t.db.models.Order.updateOne({ orderId }, { $set: { status } });
}

async function statusOf(orderId: string) {
  return (await t.db.models.Order.findOne({ orderId }).lean())?.status;
}

describe('without a session', () => {
  it.each([
    ['getOrders', endpoints.getOrders, {}],
    ['getOrder', endpoints.getOrder, { orderId: '0123456789ab' }],
    ['cancelOrder', endpoints.cancelOrder, { orderID: '0123456789ab' }],
    ['addOrder', endpoints.addOrder, {}],
    ['advanceOrder', endpoints.advanceOrder, { orderId: '0123456789ab' }],
  ] as const)('%s answers 401', async (_name, endpoint, body) => {
    expectFailure(await call(t.app, endpoint, body), 401, 'UNAUTHORIZED');
  });
});

describe('POST /getorders and /getorder', () => {
  it("lists only the caller's orders, newest first", async () => {
    const first = await buy(asha);
    const second = await buy(asha, [{ product: smoothie, quantity: 2 }]);
    await buy(ravi);
    const { data } = expectSuccess(
      endpoints.getOrders,
      await as(asha, endpoints.getOrders, { userId: asha.user._id }),
    );
    const mine = data.map((order) => order.orderId);
    expect(mine.indexOf(second)).toBeLessThan(mine.indexOf(first));
    expect(data.every((order) => order.userId === asha.user._id)).toBe(true);
  });

  it('refuses a userId naming someone else with 403', async () => {
    expectFailure(await as(asha, endpoints.getOrders, { userId: ravi.user._id }), 403, 'FORBIDDEN');
  });

  it('refuses a malformed userId with 400 naming it', async () => {
    const response = await as(asha, endpoints.getOrders, { userId: 'asha' });
    expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
      'userId: Must be a 24-character hexadecimal id',
    );
  });

  it("answers another user's order and an unknown one with the same 404", async () => {
    const orderId = await buy(ravi);
    for (const id of [orderId, 'abcdefabcdef']) {
      expect(
        expectFailure(await as(asha, endpoints.getOrder, { orderId: id }), 404, 'NOT_FOUND')
          .message,
      ).toBe(ORDER_NOT_FOUND);
    }
    expect(
      expectSuccess(endpoints.getOrder, await as(ravi, endpoints.getOrder, { orderId })).data
        .orderId,
    ).toBe(orderId);
  });

  it('refuses a malformed order id with 400', async () => {
    for (const orderId of ['12345', '0123456789abc', { $ne: '' }, 'g'.repeat(12), 123456789012]) {
      expectFailure(await as(asha, endpoints.getOrder, { orderId }), 400, 'BAD_REQUEST');
    }
  });
});

describe('POST /cancelorder', () => {
  it('cancels the caller’s order while it is not Delivered or Cancelled', async () => {
    const orderId = await buy(asha);
    await setStatus(orderId, 'In Transit');
    const response = await as(asha, endpoints.cancelOrder, {
      userId: asha.user._id,
      orderID: orderId,
    });
    expect(expectSuccess(endpoints.cancelOrder, response).message).toBe(ORDER_CANCELLED);
    expect(await statusOf(orderId)).toBe('Cancelled');
  });

  it('answers 409 for a Delivered or already Cancelled order', async () => {
    const delivered = await buy(asha);
    await setStatus(delivered, 'Delivered');
    expectFailure(await as(asha, endpoints.cancelOrder, { orderID: delivered }), 409, 'CONFLICT');
    expect(await statusOf(delivered)).toBe('Delivered');

    const cancelled = await buy(asha);
    expectSuccess(
      endpoints.cancelOrder,
      await as(asha, endpoints.cancelOrder, { orderID: cancelled }),
    );
    expectFailure(await as(asha, endpoints.cancelOrder, { orderID: cancelled }), 409, 'CONFLICT');
  });

  it("answers another user's order with 404 (403 when the body names them) and leaves it alone", async () => {
    const orderId = await buy(ravi);
    expectFailure(await as(asha, endpoints.cancelOrder, { orderID: orderId }), 404, 'NOT_FOUND');
    expectFailure(
      await as(asha, endpoints.cancelOrder, { userId: ravi.user._id, orderID: orderId }),
      403,
      'FORBIDDEN',
    );
    expect(await statusOf(orderId)).toBe('Processing');
  });

  it('refuses the wrong field name and malformed ids with 400', async () => {
    const orderId = await buy(asha);
    expectFailure(await as(asha, endpoints.cancelOrder, { orderId }), 400, 'BAD_REQUEST');
    expectFailure(
      await as(asha, endpoints.cancelOrder, { orderID: { $ne: '' } }),
      400,
      'BAD_REQUEST',
    );
    expect(await statusOf(orderId)).toBe('Processing');
  });
});

describe('POST /addorder (pay-on-delivery)', () => {
  const directOrder = (who: SignedInUser, overrides: Record<string, unknown> = {}) => ({
    userId: who.user._id,
    userName: who.user.userName,
    address: 'Iron Temple Fitness Bandra, Mumbai, India',
    phoneNumber: '+91 98765 43210',
    paymentMethod: 'pay-on-delivery',
    order: [
      {
        productId: shake._id.toHexString(),
        quantity: 2,
        productName: 'Free stuff',
        productPrice: 1,
        image: 'x',
      },
    ],
    orderId: 'client-made',
    paymentAmmount: 2,
    summary: { originalPrice: 2, storePickup: 0, discountedAmmount: 0, tax: 0, finalTotal: 2 },
    status: 'Delivered',
    code: 'GAINS20',
    ...overrides,
  });

  it("places the order with the server's prices, id and status, and clears the cart", async () => {
    expectSuccess(
      endpoints.addCart,
      await as(asha, endpoints.addCart, { proId: smoothie._id.toHexString(), quantity: 1 }),
    );
    const { orderId } = expectSuccess(
      endpoints.addOrder,
      await as(asha, endpoints.addOrder, directOrder(asha)),
    );
    const order = expectSuccess(
      endpoints.getOrder,
      await as(asha, endpoints.getOrder, { orderId }),
    ).data;
    const subtotal = shake.pricePaise * 2;
    const discount = Math.round(subtotal * 0.2);
    expect(order).toMatchObject({
      status: 'Processing',
      paymentMethod: 'pay-on-delivery',
      phoneNumber: '9876543210',
      paymentAmmount: (subtotal - discount) / 100,
      order: [
        {
          productName: shake.title,
          productPrice: shake.pricePaise / 100,
          quantity: 2,
          image: shake.imageUrl,
        },
      ],
    });
    expect(expectSuccess(endpoints.getCart, await as(asha, endpoints.getCart))).toEqual([]);
  });

  it('refuses online payment methods, an invalid voucher and bad input with 400', async () => {
    for (const overrides of [
      { paymentMethod: 'credit-card' },
      { code: 'MONSOON30' },
      { order: [] },
      { order: [{ productId: shake._id.toHexString(), quantity: 11 }] },
      { phoneNumber: '12345' },
      { userName: '' },
    ]) {
      expectFailure(
        await as(asha, endpoints.addOrder, directOrder(asha, overrides)),
        400,
        'BAD_REQUEST',
      );
    }
  });

  it('refuses to order for someone else with 403', async () => {
    expectFailure(await as(asha, endpoints.addOrder, directOrder(ravi)), 403, 'FORBIDDEN');
  });

  it('refuses an address that does not begin with one of our gyms with 400', async () => {
    for (const address of ['Some Other Gym, Mumbai, India', 'Mumbai, Iron Temple Fitness Bandra']) {
      const envelope = expectFailure(
        await as(asha, endpoints.addOrder, directOrder(asha, { address })),
        400,
        'BAD_REQUEST',
      );
      expect(envelope.message).toBe(
        `We do not deliver to '${address}': it must begin with one of our gyms`,
      );
    }
    expect(await t.db.models.Order.countDocuments({ paymentMethod: 'pay-on-delivery' })).toBe(1);
  });

  it("keeps the gym's own name, city and country, whatever followed the gym's name", async () => {
    for (const address of [
      'Iron Temple Fitness Bandra, Pune, USA',
      'Iron Temple Fitness Bandra',
      'Iron Temple Fitness Bandra, India',
      'iron temple  FITNESS bandra, Mumbai',
    ]) {
      const { orderId } = expectSuccess(
        endpoints.addOrder,
        await as(asha, endpoints.addOrder, directOrder(asha, { address })),
      );
      const order = expectSuccess(
        endpoints.getOrder,
        await as(asha, endpoints.getOrder, { orderId }),
      );
      expect(order.data.address).toBe('Iron Temple Fitness Bandra, Mumbai, India');
    }
  });

  it('caps the orders of each shopper with 429, like payment orders', async () => {
    const capped = await createTestApp({
      db: t.db,
      env: { PAY_ON_DELIVERY: 'true', PAYMENT_ORDER_RATE_LIMIT_PER_USER: '2' },
    });
    const [first, second] = [await signUpUser(capped.app), await signUpUser(capped.app)];
    const order = (who: SignedInUser) =>
      callAs(capped.app, who, endpoints.addOrder, directOrder(who, { code: undefined }));
    for (let i = 0; i < 2; i += 1) expectSuccess(endpoints.addOrder, await order(first));
    expect(expectFailure(await order(first), 429, 'TOO_MANY_REQUESTS').message).toBe(
      'Too many orders, please try again in a few minutes',
    );
    expectSuccess(endpoints.addOrder, await order(second));
  });

  it('is off unless PAY_ON_DELIVERY=true, answering 404 like an unknown path', async () => {
    const withoutPayOnDelivery = await createTestApp({ db: t.db });
    const unknownRoute = {
      success: false,
      code: 'NOT_FOUND',
      message: 'No route for POST /addorder',
    };
    const signedIn = await callAs(
      withoutPayOnDelivery.app,
      asha,
      endpoints.addOrder,
      directOrder(asha),
    );
    expect(signedIn.status).toBe(404);
    expect(signedIn.body).toEqual(unknownRoute);
    const signedOut = await call(withoutPayOnDelivery.app, endpoints.addOrder, directOrder(asha));
    expect(signedOut.status).toBe(404);
    expect(signedOut.body).toEqual(unknownRoute);
  });
});

describe('POST /admin/orders/advance', () => {
  it('refuses a signed-in customer with 403 and a visitor with 401, leaving the order alone', async () => {
    const orderId = await buy(asha);
    expect(
      expectFailure(
        await as(asha, endpoints.advanceOrder, { orderId, status: 'Shipped' }),
        403,
        'FORBIDDEN',
      ).message,
    ).toBe('Only GymFuel staff may do this');
    expectFailure(
      await call(t.app, endpoints.advanceOrder, { orderId, status: 'Shipped' }),
      401,
      'UNAUTHORIZED',
    );
    expect(await statusOf(orderId)).toBe('Processing');
  });

  it('lets an owner advance too, and stops staff whose changed e-mail is not verified again', async () => {
    const orderId = await buy(asha);
    expect(
      expectSuccess(
        endpoints.advanceOrder,
        await as(owner, endpoints.advanceOrder, { orderId, status: 'Shipped' }),
      ).data.status,
    ).toBe('Shipped');
    const moved = await signUpVerifiedUser(t.app, t.db.models, 'staff');
    await t.db.models.User.updateOne({ _id: moved.user._id }, { $set: { emailVerified: false } });
    expectFailure(
      await as(moved, endpoints.advanceOrder, { orderId, status: 'In Transit' }),
      403,
      'FORBIDDEN',
    );
    expect(await statusOf(orderId)).toBe('Shipped');
  });

  it('moves an order one step at a time for an operator, then 409 at the end', async () => {
    const orderId = await buy(asha);
    const steps = [];
    const { handoverCode } = (await t.db.models.Order.findOne({ orderId }).lean())!;
    for (const status of ['Shipped', 'In Transit', 'Delivered'] as const) {
      const response = await as(operator, endpoints.advanceOrder, {
        orderId,
        status,
        ...(status === 'Delivered' ? { handoverCode } : {}),
      });
      steps.push(expectSuccess(endpoints.advanceOrder, response).data.status);
    }
    expect(steps).toEqual(['Shipped', 'In Transit', 'Delivered']);
    expectFailure(
      await as(operator, endpoints.advanceOrder, { orderId, status: 'Delivered', handoverCode }),
      409,
      'CONFLICT',
    );
  });

  it('needs the status to move to, so a replayed or double-clicked step cannot move it twice', async () => {
    const orderId = await buy(asha);
    const step = { orderId, status: 'Shipped' };
    const [first, second] = await Promise.all([
      as(operator, endpoints.advanceOrder, step),
      as(operator, endpoints.advanceOrder, step),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    expect(
      expectFailure(await as(operator, endpoints.advanceOrder, step), 409, 'CONFLICT').message,
    ).toBe('An order that is Shipped cannot move to Shipped');
    const unnamed = expectFailure(
      await as(operator, endpoints.advanceOrder, { orderId }),
      400,
      'BAD_REQUEST',
    );
    expect(unnamed.details).toEqual([{ path: 'status', message: 'Required' }]);
    expect(await statusOf(orderId)).toBe('Shipped');
  });

  it('answers 409 for a skip, a step back or a Cancelled order, 404 for an unknown one', async () => {
    const orderId = await buy(asha);
    expectFailure(
      await as(operator, endpoints.advanceOrder, { orderId, status: 'Delivered' }),
      409,
      'CONFLICT',
    );
    expectFailure(
      await as(operator, endpoints.advanceOrder, { orderId, status: 'Processing' }),
      400,
      'BAD_REQUEST',
    );
    expectSuccess(
      endpoints.cancelOrder,
      await as(asha, endpoints.cancelOrder, { orderID: orderId }),
    );
    expectFailure(
      await as(operator, endpoints.advanceOrder, { orderId, status: 'Shipped' }),
      409,
      'CONFLICT',
    );
    expectFailure(
      await as(operator, endpoints.advanceOrder, { orderId: 'abcdefabcdef', status: 'Shipped' }),
      404,
      'NOT_FOUND',
    );
  });

  it("e-mails the customer's verified address when the order ships", async () => {
    const orderId = await buy(asha);
    expectSuccess(
      endpoints.advanceOrder,
      await as(operator, endpoints.advanceOrder, { orderId, status: 'Shipped' }),
    );
    await vi.waitFor(
      async () => {
        const shipped = (await readOutbox(outbox)).find(
          (mail) => mail.subject === `Your GymFuel order ${orderId} has shipped`,
        );
        expect(shipped?.to).toBe(asha.user.email);
      },
      { timeout: 10_000 },
    );
  });
});

describe('order e-mails and unverified addresses', () => {
  it("mail the account's verified e-mail, never the address typed at checkout", async () => {
    const typed = uniqueEmail('typed-at-checkout');
    const orderId = await buyWithSimulatedPayment(t.app, asha, items, {
      address: deliveryAddress(asha, { your_email: typed }),
    });
    await vi.waitFor(
      async () => {
        const placed = (await readOutbox(outbox)).find((mail) => mail.subject.endsWith(orderId));
        expect(placed?.to).toBe(asha.user.email);
      },
      { timeout: 10_000 },
    );
    expect((await readOutbox(outbox)).some((mail) => mail.to === typed)).toBe(false);
  });

  it('mail nothing while the account is unverified, and keep the order', async () => {
    const logged = await createTestApp({
      db: t.db,
      captureLogs: true,
      env: { MAIL_OUTBOX_DIR: outbox, JWT_SECRET: t.config.JWT_SECRET },
    });
    const orderId = await buyWithSimulatedPayment(logged.app, ravi, items);
    expectSuccess(
      endpoints.advanceOrder,
      await callAs(logged.app, operator, endpoints.advanceOrder, { orderId, status: 'Shipped' }),
    );
    expect(await statusOf(orderId)).toBe('Shipped');
    await vi.waitFor(
      () => {
        const skipped = logged.logs.filter(
          (line) =>
            line.msg === 'order e-mail not sent: the account has no verified e-mail' &&
            line.orderId === orderId,
        );
        expect(skipped.map((line) => line.kind).sort()).toEqual(['order placed', 'order shipped']);
      },
      { timeout: 10_000 },
    );
    expect((await readOutbox(outbox)).some((mail) => mail.subject.includes(orderId))).toBe(false);
  });
});

describe('when the mail server is down', () => {
  it('still places and advances orders, logs the failures and keeps the e-mails to retry', async () => {
    const broken = await createTestApp({
      db: t.db,
      captureLogs: true,
      // Port 1 on loopback refuses connections: every send throws.
      env: {
        SMTP_URL: 'smtp://127.0.0.1:1',
        JWT_SECRET: t.config.JWT_SECRET,
      },
    });
    const outboxKinds = async () =>
      (await t.db.models.Outbox.find({ 'context.orderId': orderId }).lean())
        .map(({ context }) => context.kind)
        .sort();
    const orderId = await buyWithSimulatedPayment(broken.app, asha, items);
    // Written by the request itself, before it answered: nothing to wait for.
    expect(await outboxKinds()).toEqual(['order placed']);
    expectSuccess(
      endpoints.advanceOrder,
      await callAs(broken.app, operator, endpoints.advanceOrder, { orderId, status: 'Shipped' }),
    );
    expect(await outboxKinds()).toEqual(['order placed', 'order shipped']);
    expect(await statusOf(orderId)).toBe('Shipped');
    await vi.waitFor(
      () => {
        const failures = broken.logs.filter(
          (line) => line.msg === 'e-mail failed: will retry' && line.orderId === orderId,
        );
        expect(failures.map((line) => line.kind).sort()).toEqual(['order placed', 'order shipped']);
      },
      { timeout: 10_000 },
    );
    const kept = await t.db.models.Outbox.find({ 'context.orderId': orderId }).lean();
    expect(kept.map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'pending', attempts: 1 },
      { status: 'pending', attempts: 1 },
    ]);
  });
});
