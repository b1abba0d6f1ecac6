import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, orderEventsPath, orderSchema } from '@gymfuel/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { expectFailure, expectSuccess } from '../../test/contract.js';
import { openEventStream } from '../../test/event-stream.js';
import { readOutbox } from '../../test/outbox.js';
import { buyWithSimulatedPayment, callAs, type CheckoutItem } from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ORDER_CANCELLED } from '../orders/orders.service.js';

/** Saturday 28 Nov 2026, 10:00 in India: the shop is taking orders for today. */
const SATURDAY_10AM_IST = new Date('2026-11-28T04:30:00Z');
const at = (secondsLater: number) => new Date(SATURDAY_10AM_IST.getTime() + secondsLater * 1000);

let time = SATURDAY_10AM_IST;
let t: TestApp;
let outbox: string;
let asha: SignedInUser;
let items: CheckoutItem[];

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-refunds-outbox-'));
  t = await createTestApp({
    clock: () => time,
    env: { MAIL_OUTBOX_DIR: outbox, SIMULATED_REFUND_DELAY_MS: '5000', PAY_ON_DELIVERY: 'true' },
  });
  await seedDatabase(t.db.models);
  const [shake] = await firstSeededProducts(t.db.models);
  // 2 × ₹199 = ₹398.00 paid, and so refunded.
  expect(shake.pricePaise).toBe(19_900);
  items = [{ product: shake, quantity: 2 }];
  asha = await signUpVerifiedUser(t.app, t.db.models, 'customer', { userName: 'Asha Kapoor' });
});
beforeEach(() => {
  time = SATURDAY_10AM_IST;
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const buy = () => buyWithSimulatedPayment(t.app, asha, items);
const cancel = (orderId: string, app = t.app) =>
  callAs(app, asha, endpoints.cancelOrder, { orderID: orderId });
const orderOf = async (orderId: string) =>
  expectSuccess(endpoints.getOrder, await callAs(t.app, asha, endpoints.getOrder, { orderId }))
    .data;
const storedRefund = async (orderId: string) =>
  (await t.db.models.Order.findOne({ orderId }).lean())?.refund;

/** The refund e-mails about one order, as the outbox has them (mail leaves in the background). */
const refundMailsAbout = async (orderId: string) =>
  (await readOutbox(outbox)).filter(
    (mail) => mail.subject.startsWith('Your refund') && mail.subject.includes(orderId),
  );

describe('refunds in simulated payment mode', () => {
  it('refunds the amount paid on cancel: initiated at once, processed once the delay is over', async () => {
    const orderId = await buy();
    expect(expectSuccess(endpoints.cancelOrder, await cancel(orderId)).message).toBe(
      ORDER_CANCELLED,
    );
    const initiated = {
      id: `refund_${orderId}`,
      amount: 398,
      status: 'pending',
      createdAt: '2026-11-28T04:30:00.000Z',
      updatedAt: '2026-11-28T04:30:00.000Z',
    };
    expect((await orderOf(orderId)).refund).toEqual(initiated);

    // The simulated provider took it at once and processes it 5 s later.
    await t.workers.refunds.tick();
    expect(await storedRefund(orderId)).toMatchObject({
      providerRefundId: expect.stringMatching(/^rfnd_sim[0-9a-f]{14}$/),
      attempts: 1,
      dueAt: at(5),
    });
    time = at(4.999);
    await t.workers.refunds.tick();
    expect((await orderOf(orderId)).refund?.status).toBe('pending');

    time = at(5);
    await t.workers.refunds.tick();
    const processed = { ...initiated, status: 'processed', updatedAt: '2026-11-28T04:30:05.000Z' };
    expect((await orderOf(orderId)).refund).toEqual(processed);
    const listed = expectSuccess(
      endpoints.getOrders,
      await callAs(t.app, asha, endpoints.getOrders, { userId: asha.user._id }),
    ).data.find((order) => order.orderId === orderId);
    expect(listed?.refund).toEqual(processed);

    const mails = await vi.waitFor(
      async () => {
        const found = await refundMailsAbout(orderId);
        expect(found).toHaveLength(2);
        return found;
      },
      { timeout: 10_000 },
    );
    expect(mails.map(({ to, subject }) => ({ to, subject }))).toEqual([
      {
        to: asha.user.email,
        subject: `Your refund for GymFuel order ${orderId} has been initiated`,
      },
      {
        to: asha.user.email,
        subject: `Your refund for GymFuel order ${orderId} has been processed`,
      },
    ]);
    expect(mails[0]?.text).toContain('Refund of ₹398.00 initiated');
    expect(mails[1]?.text).toContain('Refund of ₹398.00 processed');
  });

  it('keeps the refund in the database: another API process completes it', async () => {
    const orderId = await buy();
    expectSuccess(endpoints.cancelOrder, await cancel(orderId));
    await t.workers.refunds.tick();
    // As after a restart, or with a second process behind the load balancer.
    const other = await createTestApp({
      clock: () => time,
      env: { SIMULATED_REFUND_DELAY_MS: '5000' },
      db: t.db,
    });
    try {
      time = at(5);
      await other.workers.refunds.tick();
      expect((await orderOf(orderId)).refund?.status).toBe('processed');
    } finally {
      await other.close();
    }
  });

  it('makes one refund for a double cancel and for parallel cancels', async () => {
    const orderId = await buy();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(orderId)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expectFailure(await cancel(orderId), 409, 'CONFLICT');
    await t.workers.refunds.tick();
    time = at(5);
    await t.workers.refunds.tick();

    expect(await storedRefund(orderId)).toMatchObject({ status: 'processed', attempts: 1 });
    await vi.waitFor(async () => expect(await refundMailsAbout(orderId)).toHaveLength(2), {
      timeout: 10_000,
    });
  });

  it('refunds nothing for a pay-on-delivery order, whose cancel is answered as before', async () => {
    const placed = await callAs(t.app, asha, endpoints.addOrder, {
      userName: asha.user.userName,
      address: 'Iron Temple Fitness Bandra, Mumbai, India',
      phoneNumber: '9876543210',
      paymentMethod: 'pay-on-delivery',
      order: [{ productId: items[0]!.product._id.toHexString(), quantity: 1 }],
    });
    const { orderId } = expectSuccess(endpoints.addOrder, placed);
    expect(expectSuccess(endpoints.cancelOrder, await cancel(orderId)).message).toBe(
      ORDER_CANCELLED,
    );
    await t.workers.refunds.tick();
    const order = await orderOf(orderId);
    expect(order.status).toBe('Cancelled');
    expect(order.refund).toBeUndefined();
  });

  it('keeps one refund per order and per provider refund with unique indexes', async () => {
    const indexes = await t.db.models.Order.listIndexes();
    const refundIndexes = indexes
      .filter((index) => Object.keys(index.key).some((field) => field.startsWith('refund.')))
      .map(({ key, unique, partialFilterExpression }) => ({
        key,
        unique: unique ?? false,
        partialFilterExpression,
      }));
    expect(refundIndexes).toEqual(
      expect.arrayContaining([
        {
          key: { 'refund.refundId': 1 },
          unique: true,
          partialFilterExpression: { 'refund.refundId': { $exists: true } },
        },
        {
          key: { 'refund.providerRefundId': 1 },
          unique: true,
          partialFilterExpression: { 'refund.providerRefundId': { $exists: true } },
        },
        {
          key: { 'refund.dueAt': 1 },
          unique: false,
          partialFilterExpression: { 'refund.dueAt': { $exists: true } },
        },
      ]),
    );
  });
});

describe('refund steps on the live order stream', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer(t.handleRequest).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => t.closeStreams());
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the cancelled order again when its refund is initiated and when it is processed', async () => {
    const orderId = await buy();
    const stream = await openEventStream(`${base}${orderEventsPath(orderId)}`, asha.cookie);
    await stream.waitFor((event) => event.event === 'state');
    const refundIn = (data: string) => orderSchema.parse(JSON.parse(data)).refund?.status;

    expectSuccess(endpoints.cancelOrder, await cancel(orderId));
    await stream.waitFor((event) => event.event === 'status' && refundIn(event.data) === 'pending');
    await t.workers.refunds.tick();
    time = at(5);
    await t.workers.refunds.tick();
    await stream.waitFor(
      (event) => event.event === 'status' && refundIn(event.data) === 'processed',
    );
    stream.close();
  });
});
