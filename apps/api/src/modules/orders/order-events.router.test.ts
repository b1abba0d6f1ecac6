import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints, orderEventsPath, orderSchema } from '@gymfuel/contracts';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import {
  grantRoleAs,
  signUpUser,
  signUpVerifiedUser,
  type SignedInUser,
} from '../../test/accounts.js';
import { expectSuccess } from '../../test/contract.js';
import { openEventStream, pollUntil, type OpenEventStream } from '../../test/event-stream.js';
import { buyWithSimulatedPayment, callAs, type CheckoutItem } from '../../test/purchase.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HEARTBEAT_MS } from './event-streams.js';
import { orderEventRoutes } from './order-events.router.js';

/** Saturday 28 Nov 2026, 16:30 in India. */
const NOW = new Date('2026-11-28T11:00:00Z');

let first: TestApp;
let second: TestApp;
let firstUrl: string;
let secondUrl: string;
const servers: Server[] = [];
let items: CheckoutItem[];
let shopper: SignedInUser;
let stranger: SignedInUser;
let operator: SignedInUser;

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // Two API processes on one database, as behind a load balancer: they share the JWT secret.
  const env = { JWT_SECRET: 'two-processes-share-this-jwt-secret-0123' };
  first = await createTestApp({ clock: () => NOW, env });
  second = await createTestApp({ clock: () => NOW, env, db: first.db });
  await seedDatabase(first.db.models);
  const [shake] = await firstSeededProducts(first.db.models);
  items = [{ product: shake!, quantity: 1 }];
  firstUrl = await listen(first.handleRequest);
  secondUrl = await listen(second.handleRequest);
  shopper = await signUpUser(first.app);
  stranger = await signUpUser(first.app);
  operator = await signUpVerifiedUser(first.app, first.db.models, 'staff');
});
afterAll(async () => {
  first.closeStreams();
  second.closeStreams();
  servers.forEach((server) => server.closeAllConnections());
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await first.close();
});

const buy = () => buyWithSimulatedPayment(first.app, shopper, items);
const ship = async (orderId: string) =>
  expectSuccess(
    endpoints.advanceOrder,
    await callAs(first.app, operator, endpoints.advanceOrder, { orderId, status: 'Shipped' }),
  ).data;
const orderIn = (data: string) => orderSchema.parse(JSON.parse(data));

/** Streams a test opened; each is left (closed) after the test, whatever it asserted. */
const watching: OpenEventStream[] = [];
afterEach(() => watching.splice(0).forEach((stream) => stream.close()));
async function watch(base: string, orderId: string, cookie?: string): Promise<OpenEventStream> {
  const stream = await openEventStream(`${base}${orderEventsPath(orderId)}`, cookie);
  watching.push(stream);
  return stream;
}

describe('GET /orders/:orderId/events', () => {
  it('sends the order as it stands first, then each change with its timeline', async () => {
    const orderId = await buy();
    const stream = await watch(firstUrl, orderId, shopper.cookie);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    const state = await stream.waitFor((event) => event.event === 'state');
    expect(orderIn(state.data)).toMatchObject({ orderId, status: 'Processing' });

    await ship(orderId);
    const shipped = orderIn((await stream.waitFor((event) => event.event === 'status')).data);
    expect(shipped.status).toBe('Shipped');
    expect(shipped.timeline?.map((entry) => entry.status)).toEqual(['Processing', 'Shipped']);
    expect(shipped.handoverCode).toMatch(/^\d{4}$/);
    expect(stream.events.map((event) => event.event)).toEqual(['state', 'status']);
  });

  it('brings a change made through one API process to a stream held by another', async () => {
    const orderId = await buy();
    const stream = await watch(secondUrl, orderId, shopper.cookie);
    await stream.waitFor((event) => event.event === 'state');
    await ship(orderId); // through the first process
    const change = await stream.waitFor((event) => event.event === 'status');
    expect(orderIn(change.data).status).toBe('Shipped');
  });

  it('sends a cancel made by the shopper elsewhere', async () => {
    const orderId = await buy();
    const stream = await watch(firstUrl, orderId, shopper.cookie);
    await stream.waitFor((event) => event.event === 'state');
    expectSuccess(
      endpoints.cancelOrder,
      await callAs(second.app, shopper, endpoints.cancelOrder, { orderID: orderId }),
    );
    const change = await stream.waitFor((event) => event.event === 'status');
    expect(orderIn(change.data).status).toBe('Cancelled');
  });

  it('is open to staff too', async () => {
    const orderId = await buy();
    const stream = await watch(firstUrl, orderId, operator.cookie);
    expect(stream.status).toBe(200);
    const state = await stream.waitFor((event) => event.event === 'state');
    expect(orderIn(state.data).orderId).toBe(orderId);
  });

  it('ends a staff member’s stream once they are demoted; the shopper’s own stays open', async () => {
    const owner = await signUpVerifiedUser(first.app, first.db.models, 'owner');
    const demoted = await signUpVerifiedUser(first.app, first.db.models, 'staff');
    const orderId = await buy();
    const staffStream = await watch(secondUrl, orderId, demoted.cookie);
    const shopperStream = await watch(secondUrl, orderId, shopper.cookie);
    await staffStream.waitFor((event) => event.event === 'state');
    await shopperStream.waitFor((event) => event.event === 'state');

    await grantRoleAs(first.app, owner, demoted.user.email, 'customer');
    await staffStream.ended;
    await ship(orderId);
    const change = await shopperStream.waitFor((event) => event.event === 'status');
    expect(orderIn(change.data).status).toBe('Shipped');
    expect(staffStream.events.map((event) => event.event)).toEqual(['state']);
  });

  it('ends the stream when the shopper logs out', async () => {
    const leaving = await signUpUser(first.app);
    const orderId = await buyWithSimulatedPayment(first.app, leaving, items);
    const stream = await watch(firstUrl, orderId, leaving.cookie);
    await stream.waitFor((event) => event.event === 'state');
    expectSuccess(
      endpoints.logout,
      await callAs(first.app, leaving, endpoints.logout, { email: leaving.user.email }),
    );
    await stream.ended;
  });

  it('refuses no session (401), another shopper and an unknown order (404), a bad id (400)', async () => {
    const orderId = await buy();
    const url = `${firstUrl}${orderEventsPath(orderId)}`;
    const refusals = [
      [await openEventStream(url), 401],
      [await openEventStream(url, stranger.cookie), 404],
      [await openEventStream(`${firstUrl}${orderEventsPath('ffffffffffff')}`, shopper.cookie), 404],
      [await openEventStream(`${firstUrl}${orderEventsPath('not-an-id')}`, shopper.cookie), 400],
    ] as const;
    for (const [stream, status] of refusals) {
      expect(stream.status).toBe(status);
      await stream.ended;
      expect(stream.events).toEqual([]);
    }
  });

  it('forgets a stream as soon as its client leaves', async () => {
    const orderId = await buy();
    const stream = await openEventStream(`${firstUrl}${orderEventsPath(orderId)}`, shopper.cookie);
    await stream.waitFor((event) => event.event === 'state');
    expect(first.streams.openCount()).toBe(1);
    stream.close();
    await pollUntil(
      () => (first.streams.openCount() === 0 ? true : undefined),
      10_000,
      () => `${first.streams.openCount()} streams still open`,
    );
  });

  it('ends every open stream on shutdown', async () => {
    const orderId = await buy();
    const streams = await Promise.all(
      [1, 2].map(() => openEventStream(`${firstUrl}${orderEventsPath(orderId)}`, shopper.cookie)),
    );
    await Promise.all(streams.map((stream) => stream.waitFor((event) => event.event === 'state')));
    first.closeStreams();
    await Promise.all(streams.map((stream) => stream.ended));
    expect(first.streams.openCount()).toBe(0);
  });
});

describe('order_events', () => {
  it('has the time index the pollers read by, which also drops day-old events', async () => {
    const indexes = await first.db.models.OrderEvent.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.key.at === 1)).toMatchObject({
      key: { at: 1 },
      expireAfterSeconds: 86_400,
    });
  });
});

describe('the heartbeat', () => {
  it('is a comment every 25 seconds', () => {
    expect(HEARTBEAT_MS).toBe(25_000);
  });

  it('keeps a quiet stream alive with comments', async () => {
    const { router, streams } = orderEventRoutes({
      orders: { findForViewer: async () => orderSchema.parse(sampleOrder()) },
      feed: { subscribe: async () => () => {} },
      watchSession: () => () => {},
      requireSession: (req, _res, next) => {
        req.auth = {
          userId: '64b000000000000000000001',
          sessionId: 's',
          email: 'asha@example.in',
          role: 'customer',
          emailVerified: true,
        };
        next();
      },
      heartbeatMs: 20,
    });
    const url = await listen(express().use(router));
    const stream = await openEventStream(`${url}${orderEventsPath('0123456789ab')}`);
    try {
      await pollUntil(
        () => (stream.comments.length >= 2 ? true : undefined),
        10_000,
        () => `comments: ${JSON.stringify(stream.comments)}`,
      );
      expect(stream.comments[0]).toBe('heartbeat');
      expect(stream.events.map((event) => event.event)).toEqual(['state']);
    } finally {
      streams.closeAll();
      stream.close();
    }
  });
});

function sampleOrder() {
  return {
    userId: '64b000000000000000000001',
    orderId: '0123456789ab',
    userName: 'Asha Kapoor',
    address: 'Iron Temple Fitness Bandra, Mumbai, India',
    phoneNumber: '9876543210',
    paymentMethod: 'credit-card',
    date: '2026-11-28T11:00:00.000Z',
    paymentAmmount: 229,
    order: [],
    summary: { originalPrice: 229, storePickup: 0, discountedAmmount: 0, tax: 0, finalTotal: 229 },
    status: 'Processing',
  };
}
