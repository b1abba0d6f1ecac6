import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  boardOrderSchema,
  endpoints,
  ORDER_BOARD_EVENTS,
  ORDER_BOARD_EVENTS_PATH,
} from '@gymfuel/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { createLogger } from '../../logging/logger.js';
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

/** Saturday 28 Nov 2026, 16:30 in India. */
const NOW = new Date('2026-11-28T11:00:00Z');

let first: TestApp;
let second: TestApp;
let firstUrl: string;
let secondUrl: string;
const servers: Server[] = [];
let items: CheckoutItem[];
let shopper: SignedInUser;
let customer: SignedInUser;
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
  items = [{ product: shake, quantity: 1 }];
  firstUrl = await listen(first.handleRequest);
  secondUrl = await listen(second.handleRequest);
  shopper = await signUpUser(first.app, { userName: 'Asha Kapoor' });
  customer = await signUpVerifiedUser(first.app, first.db.models, 'customer');
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
const cardIn = (data: string) => boardOrderSchema.parse(JSON.parse(data));

const watching: OpenEventStream[] = [];
afterEach(() => watching.splice(0).forEach((stream) => stream.close()));
async function watchBoard(base: string, cookie?: string): Promise<OpenEventStream> {
  const stream = await openEventStream(`${base}${ORDER_BOARD_EVENTS_PATH}`, cookie);
  watching.push(stream);
  return stream;
}
/** The board's stream, listening (its `ready` arrived). */
async function readyBoard(base: string): Promise<OpenEventStream> {
  const stream = await watchBoard(base, operator.cookie);
  await stream.waitFor((event) => event.event === ORDER_BOARD_EVENTS.ready);
  return stream;
}
const cardEvent = (orderId: string, status: string) => (event: { event?: string; data: string }) =>
  event.event === ORDER_BOARD_EVENTS.order &&
  cardIn(event.data).orderId === orderId &&
  cardIn(event.data).status === status;

describe('GET /admin/orders/events', () => {
  it('says ready, then sends the card of every order that changes, new ones included', async () => {
    const stream = await readyBoard(firstUrl);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');

    const orderId = await buy();
    const placed = await stream.waitFor(cardEvent(orderId, 'Processing'));
    expect(cardIn(placed.data)).toMatchObject({
      orderId,
      shopper: { name: 'Asha Kapoor', phone: '9876543210' },
    });
    expect(JSON.parse(placed.data)).not.toHaveProperty('handoverCode');

    expectSuccess(
      endpoints.advanceOrder,
      await callAs(first.app, operator, endpoints.advanceOrder, { orderId, status: 'Shipped' }),
    );
    await stream.waitFor(cardEvent(orderId, 'Shipped'));
  });

  it('brings a change made through another API process, or a staff cancel, to the board', async () => {
    const orderId = await buy();
    const stream = await readyBoard(secondUrl);
    expectSuccess(
      endpoints.staffCancelOrder,
      await callAs(first.app, operator, endpoints.staffCancelOrder, {
        orderId,
        reason: 'Gym closed',
      }),
    );
    const cancelled = await stream.waitFor(cardEvent(orderId, 'Cancelled'));
    expect(cardIn(cancelled.data).cancellation).toEqual({ by: 'staff', reason: 'Gym closed' });
  });

  it('brings a change made by the ops CLI (its own services, no HTTP) to the board', async () => {
    const orderId = await buy();
    const stream = await readyBoard(firstUrl);
    const cli = createServices({
      config: first.config,
      logger: createLogger(first.config),
      models: first.db.models,
    });
    await cli.orders.advanceUntil(orderId, 'In Transit');
    await stream.waitFor(cardEvent(orderId, 'In Transit'));
  });

  it('refuses no session (401) and a customer (403)', async () => {
    for (const [stream, status] of [
      [await watchBoard(firstUrl), 401],
      [await watchBoard(firstUrl, customer.cookie), 403],
    ] as const) {
      expect(stream.status).toBe(status);
      await stream.ended;
      expect(stream.events).toEqual([]);
    }
  });

  it('ends a board once its operator is demoted, even by another process, and refuses it again', async () => {
    const owner = await signUpVerifiedUser(first.app, first.db.models, 'owner');
    const demoted = await signUpVerifiedUser(first.app, first.db.models, 'staff');
    const stream = await watchBoard(secondUrl, demoted.cookie);
    await stream.waitFor((event) => event.event === ORDER_BOARD_EVENTS.ready);

    await grantRoleAs(first.app, owner, demoted.user.email, 'customer');
    await stream.ended;
    // Nothing more reaches it: an order placed now is not on it.
    await buy();
    expect(stream.events.map((event) => event.event)).toEqual([ORDER_BOARD_EVENTS.ready]);
    expect((await watchBoard(secondUrl, demoted.cookie)).status).toBe(403);
  });

  it('ends a board when its operator signs out everywhere, and keeps the others', async () => {
    const leaving = await signUpVerifiedUser(first.app, first.db.models, 'staff');
    const stream = await watchBoard(firstUrl, leaving.cookie);
    await stream.waitFor((event) => event.event === ORDER_BOARD_EVENTS.ready);
    const staying = await readyBoard(firstUrl);

    expectSuccess(endpoints.logoutAll, await callAs(first.app, leaving, endpoints.logoutAll, {}));
    await stream.ended;
    const orderId = await buy();
    await staying.waitFor(cardEvent(orderId, 'Processing'));
  });

  it('forgets a board as soon as it leaves, and ends every board on shutdown', async () => {
    const leaving = await readyBoard(firstUrl);
    expect(first.streams.openCount()).toBe(1);
    leaving.close();
    await pollUntil(
      () => (first.streams.openCount() === 0 ? true : undefined),
      10_000,
      () => `${first.streams.openCount()} streams still open`,
    );
    const boards = await Promise.all([readyBoard(firstUrl), readyBoard(firstUrl)]);
    first.closeStreams();
    await Promise.all(boards.map((board) => board.ended));
    expect(first.streams.openCount()).toBe(0);
  });
});
