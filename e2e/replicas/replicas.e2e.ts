import { ORDER_STREAM_EVENTS, orderEventsPath, type Product } from '@gymfuel/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  placeOrderThroughApi,
  signUpAt,
  verifyThroughApi,
  type ApiShopper,
} from '../support/api-session.js';
import { opsCliOn } from '../support/ops-cli.js';
import { mailIn } from '../support/outbox.js';
import {
  CATALOGUE_MAX_AGE_MS,
  FAILED_LOGINS_PER_EMAIL,
  startReplicas,
  type Replicas,
} from '../support/replicas.js';

/** The database outage the issue asks for. */
const OUTAGE_MS = 5000;
/**
 * 'Quickly': well under the driver's own 30 s. The API promises 2 s (apps/api/src/db/database.ts,
 * held to 2.5 s in-process by database-outage.test.ts); through nginx, with the unit suites
 * running beside the journeys, one answer took 2.56 s in CI.
 */
const UNAVAILABLE_WITHIN_MS = 4000;
/** One request's time on a busy machine, on top of the cache's own age. */
const REQUEST_MARGIN_MS = 1000;

let shop: Replicas;
/** Signed up through nginx: its requests take turns between the replicas. */
let shopper: ApiShopper;
/** Signed up through the first replica. */
let owner: ApiShopper;
/** Paid for through nginx, advanced through the second replica. */
let orderId: string;

beforeAll(async () => {
  shop = await startReplicas();
  shopper = await signUpAt(`${shop.nginx.origin}/api`, 'replicas-shopper');
  owner = await signUpAt(shop.replicas[0]!.url, 'replicas-owner');
  // Order e-mails go to verified addresses only; roles to verified accounts only.
  await verifyThroughApi(shopper, shop.outboxDir);
  await verifyThroughApi(owner, shop.outboxDir);
  await opsCliOn(shop.mongoUri).grantRole(owner.email, 'owner');
});
afterAll(() => shop?.stop());

const replica = (index: 0 | 1) => shop.replicas[index]!.url;

/** A request with a session cookie and an optional JSON body, answering the status and JSON. */
async function send(
  url: string,
  options: { method?: string; cookie?: string; body?: object } = {},
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body && { 'Content-Type': 'application/json' }),
      ...(options.cookie !== undefined && { Cookie: options.cookie }),
    },
    body: options.body && JSON.stringify(options.body),
  });
  return { status: response.status, json: await response.json() };
}

const menuOf = async (origin: string) => (await send(`${origin}/getproducts`)).json as Product[];

/** The events a Server-Sent Events stream has sent so far, until closed. */
async function openEventStream(url: string, cookie: string) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Cookie: cookie }, signal: abort.signal });
  expect(response.status).toBe(200);
  const events: { event: string; data: unknown }[] = [];
  const reader = response.body!.getReader();
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop()!;
        for (const block of blocks) {
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          // The keep-alive comments have neither.
          if (event !== undefined && data !== undefined) {
            events.push({ event, data: JSON.parse(data) });
          }
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
  })();
  return {
    events,
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

/**
 * `lanes` loops sending `request` one after another until stopped, as steady shop traffic;
 * every answer other than 200, and every error, is kept.
 */
function steadyTraffic(request: () => Promise<Response>, lanes = 4) {
  let running = true;
  let answered = 0;
  const failures: string[] = [];
  const lane = async () => {
    while (running) {
      try {
        const response = await request();
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`HTTP ${response.status}`);
      } catch (error) {
        failures.push(String(error));
      }
      answered += 1;
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, lane));
  return {
    answered: () => answered,
    failures,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

describe('two API processes behind nginx, on one database', () => {
  it('accepts a session made through one replica on the other', async () => {
    const cart = await send(`${replica(1)}/getcart`, { cookie: owner.cookie });
    expect(cart).toEqual({ status: 200, json: [] });
    expect((await send(`${replica(1)}/getcart`)).status).toBe(401);
  });

  it('answers 429 to a login flood spread over both replicas at the one configured limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FAILED_LOGINS_PER_EMAIL + 2; attempt += 1) {
      const { status } = await send(`${replica(attempt % 2 === 0 ? 0 : 1)}/login`, {
        method: 'POST',
        body: { email: shopper.email, password: `wrong-guess-${attempt}` },
      });
      statuses.push(status);
    }
    // FAILED_LOGINS_PER_EMAIL is 4: two failures on each replica, then the shared count says no.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('shows an advance made on one replica in a live order stream on the other', async () => {
    const [product] = await menuOf(replica(0));
    // Its steps take turns between the replicas: one signs the simulated payment, the other
    // checks it (both derive the secret from the shared JWT_SECRET).
    orderId = await placeOrderThroughApi(shopper, product!);
    const stream = await openEventStream(
      `${replica(0)}${orderEventsPath(orderId)}`,
      shopper.cookie,
    );
    try {
      await vi.waitFor(() => expect(stream.events[0]?.event).toBe(ORDER_STREAM_EVENTS.state), {
        timeout: 10_000,
      });
      const advanced = await send(`${replica(1)}/admin/orders/advance`, {
        method: 'POST',
        cookie: owner.cookie,
        body: { orderId, status: 'Shipped' },
      });
      expect(advanced.status, JSON.stringify(advanced.json)).toBe(200);
      await vi.waitFor(
        () =>
          expect(stream.events).toContainEqual({
            event: ORDER_STREAM_EVENTS.status,
            data: expect.objectContaining({ status: 'Shipped' }),
          }),
        { timeout: 10_000 },
      );
    } finally {
      await stream.close();
    }
  });

  it('serves a menu edit made on one replica from the other within CATALOGUE_MAX_AGE_MS', async () => {
    // The second replica holds the menu in its cache before the edit.
    const product = (await menuOf(replica(1))).find(({ available }) => available)!;
    const edited = await send(`${replica(0)}/admin/products/${product._id}/availability`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { available: false },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    const editedAt = performance.now();
    await vi.waitFor(
      async () => {
        const served = (await menuOf(replica(1))).find(({ _id }) => _id === product._id);
        expect(served?.available).toBe(false);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(performance.now() - editedAt).toBeLessThan(CATALOGUE_MAX_AGE_MS + REQUEST_MARGIN_MS);
  });
});

describe('restarts behind nginx', () => {
  const cartThroughNginx = () =>
    fetch(`${shop.nginx.origin}/api/getcart`, { headers: { Cookie: shopper.cookie } });

  it('fails no request while a replica is stopped with SIGTERM and started again', async () => {
    const traffic = steadyTraffic(cartThroughNginx);
    try {
      await vi.waitFor(() => expect(traffic.answered()).toBeGreaterThanOrEqual(20), {
        timeout: 10_000,
      });
      await shop.restartReplica(0);
      const restartedAt = traffic.answered();
      await vi.waitFor(() => expect(traffic.answered()).toBeGreaterThanOrEqual(restartedAt + 20), {
        timeout: 10_000,
      });
    } finally {
      await traffic.stop();
    }
    expect(traffic.failures).toEqual([]);
  });

  it('answers 503 quickly while the database is stopped for 5 s, and not once it is back', async () => {
    await shop.stopEngine();
    const outageEnds = performance.now() + OUTAGE_MS;
    const slow: number[] = [];
    while (performance.now() < outageEnds) {
      const started = performance.now();
      const response = await cartThroughNginx();
      const body = await response.text();
      const ms = performance.now() - started;
      expect(response.status, body).toBe(503);
      expect((JSON.parse(body) as { message: string }).message).toBe(
        'Service temporarily unavailable',
      );
      if (ms >= UNAVAILABLE_WITHIN_MS) slow.push(ms);
      // Spreads the requests over the outage instead of crowding the machine.
      await sleep(100);
    }
    expect(slow).toEqual([]);

    await shop.startEngineAgain();
    // Each replica's driver notices the engine within its 2 s heartbeat.
    for (const index of [0, 1] as const) {
      await vi.waitFor(
        async () => expect((await send(`${replica(index)}/readyz`)).status).toBe(200),
        { timeout: 10_000, interval: 100 },
      );
    }
    const traffic = steadyTraffic(cartThroughNginx, 2);
    await vi.waitFor(() => expect(traffic.answered()).toBeGreaterThanOrEqual(20), {
      timeout: 10_000,
    });
    await traffic.stop();
    expect(traffic.failures).toEqual([]);
  });

  it('has sent each e-mail exactly once, whichever replica wrote it', async () => {
    const mailed = async () =>
      (await mailIn(shop.outboxDir)).map(({ to, subject }) => `${to} | ${subject}`).sort();
    const verification = 'Please verify your GymFuel e-mail';
    const expected = [
      `${owner.email} | ${verification}`,
      `${shopper.email} | ${verification}`,
      `${shopper.email} | Thanks for your order! GymFuel order ${orderId}`,
      `${shopper.email} | Your GymFuel order ${orderId} has shipped`,
    ].sort();
    await vi.waitFor(async () => expect(await mailed()).toEqual(expected), { timeout: 10_000 });
    // Both stopped (their senders with them): nothing can be sent a second time after the count.
    await shop.stopReplicas();
    expect(await mailed()).toEqual(expected);
  });
});
