import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { computeTotalsInPaise, fromPaise, type Product } from '@gymfuel/contracts';
import { connectMongo } from '../db/database.js';
import { orderModel } from '../modules/orders/orders.model.js';
import { SEED_GYMS } from '../seed/gyms.js';
import { JsonClient } from './json-client.js';
import {
  cpuMsOf,
  startApiProcess,
  startEngineProcess,
  type ApiProcess,
  type EngineProcess,
} from './purchase-processes.js';

/**
 * `pnpm --filter @gymfuel/api bench` (second part): the purchase flow on the embedded DB, run as
 * `pnpm start` runs the shop (engine and API in processes of their own). Shoppers are signed up first (bcrypt is slow on purpose), then, inside the measured window,
 * each of them repeats addcart → paymentorder → simulate → authpayment in parallel with the
 * others. Reports completed orders/s and p99 per step, then counts the orders in the database:
 * exactly one per completed flow.
 */

const TARGET_ORDERS_PER_SECOND = 100;
const STEPS = ['addcart', 'paymentorder', 'simulate', 'authpayment'] as const;
type Step = (typeof STEPS)[number];

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '64' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
  },
});
const shopperCount = Number(values.shoppers);
const durationMs = Number(values.duration) * 1000;
const warmupMs = Number(values.warmup) * 1000;

interface Shopper {
  email: string;
  token: string;
}

async function signUp(api: JsonClient, index: number): Promise<Shopper> {
  const email = `shopper-${index}-${Date.now()}@bench.gymfuel.local`;
  const response = await api.send('POST', '/signin', {
    email,
    password: 'bench-password-123',
    userName: `Shopper ${index}`,
    phoneNumber: '9876543210',
  });
  const cookie = response.headers['set-cookie']?.find((line) => line.startsWith('gf_session='));
  if (cookie === undefined) throw new Error('sign-up set no session cookie');
  return { email, token: cookie.slice('gf_session='.length, cookie.indexOf(';')) };
}

/** Sign-ups, a few at a time: bcrypt would otherwise starve the API of CPU. */
async function signUpAll(api: JsonClient, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, offset) =>
      signUp(api, start + offset),
    );
    shoppers.push(...(await Promise.all(batch)));
  }
  return shoppers;
}

class Latencies {
  private readonly samples = new Map<Step, number[]>(STEPS.map((step) => [step, []]));

  async time<T>(step: Step, action: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await action();
    this.samples.get(step)?.push(performance.now() - started);
    return result;
  }

  /** The q-quantile (0.5: median, 0.99: p99) of one step's latencies, in ms. */
  quantile(step: Step, q: number): number {
    const sorted = [...(this.samples.get(step) ?? [])].sort((a, b) => a - b);
    return sorted[Math.max(0, Math.ceil(sorted.length * q) - 1)] ?? 0;
  }
}

interface FlowContext {
  api: JsonClient;
  catalogue: Product[];
  latencies: Latencies;
}

/** One purchase, as the web makes it; returns the orderId. Every second flow uses a voucher. */
async function purchase(
  { api, catalogue, latencies }: FlowContext,
  shopper: Shopper,
  flowNumber: number,
): Promise<string> {
  const product = catalogue[flowNumber % catalogue.length];
  if (product === undefined) throw new Error('empty catalogue');
  const quantity = 1 + (flowNumber % 3);
  const withVoucher = flowNumber % 2 === 0;
  await latencies.time('addcart', () =>
    api.send('POST', '/addcart', { proId: product._id, quantity }, shopper.token),
  );
  const { total } = computeTotalsInPaise(
    [{ price: product.price, quantity }],
    withVoucher ? 10 : 0,
  );
  const gym = SEED_GYMS[flowNumber % SEED_GYMS.length] ?? { name: '', city: '' };
  const paymentOrder = await latencies.time('paymentorder', () =>
    api.send<{ id: string }>(
      'POST',
      '/paymentorder',
      {
        amount: fromPaise(total),
        currency: 'INR',
        order: [{ proId: product._id, quantity }],
        ...(withVoucher ? { code: 'FIT10' } : {}),
        address: {
          your_name: 'Bench Shopper',
          your_email: shopper.email,
          gym_name: gym.name,
          city: gym.city,
          country: 'India',
          phone: '9876543210',
        },
      },
      shopper.token,
    ),
  );
  const result = await latencies.time('simulate', () =>
    api.send<object>(
      'POST',
      '/payments/simulate',
      { order_id: paymentOrder.body.id, outcome: 'success' },
      shopper.token,
    ),
  );
  const authorised = await latencies.time('authpayment', () =>
    api.send<{ orderId: string }>('POST', '/authpayment', result.body, shopper.token),
  );
  return authorised.body.orderId;
}

/** Every shopper buys again and again until the deadline; flows under way at the deadline finish. */
async function runWindow(context: FlowContext, shoppers: Shopper[], windowMs: number) {
  const orderIds: string[] = [];
  const started = performance.now();
  let flowNumber = 0;
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (performance.now() - started < windowMs) {
        orderIds.push(await purchase(context, shopper, flowNumber++));
      }
    }),
  );
  return { orderIds, elapsedMs: performance.now() - started };
}

async function countOrders(mongoUri: string): Promise<{ total: number; distinctIds: Set<string> }> {
  const connection = await connectMongo(mongoUri);
  try {
    const records = await orderModel(connection).find({}, { orderId: 1 }).lean();
    return { total: records.length, distinctIds: new Set(records.map((record) => record.orderId)) };
  } finally {
    await connection.close();
  }
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

/** CPU used by the engine and the API during `window`, per completed order (null off Linux). */
async function cpuPerOrder(processes: { pid: number }[], window: () => Promise<number>) {
  const before = await Promise.all(processes.map(({ pid }) => cpuMsOf(pid)));
  const orders = await window();
  const after = await Promise.all(processes.map(({ pid }) => cpuMsOf(pid)));
  return before.map((start, index) => {
    const end = after[index];
    return start === null || end === null || end === undefined ? null : (end - start) / orders;
  });
}

async function measure(engine: EngineProcess, target: ApiProcess): Promise<boolean> {
  const api = new JsonClient('127.0.0.1', target.port);
  const catalogue = (await api.send<Product[]>('GET', '/getproducts')).body;
  const shoppers = await signUpAll(api, shopperCount);
  console.log(
    `Purchase flow: ${shoppers.length} shoppers signed up before the window; ${durationMs / 1000} s after ${warmupMs / 1000} s warm-up`,
  );

  const warmup = await runWindow(
    { api, catalogue, latencies: new Latencies() },
    shoppers,
    warmupMs,
  );
  const latencies = new Latencies();
  let measured: Awaited<ReturnType<typeof runWindow>> = { orderIds: [], elapsedMs: 0 };
  const [engineCpu, apiCpu, clientCpu] = await cpuPerOrder(
    [engine, target, { pid: process.pid }],
    async () => {
      measured = await runWindow({ api, catalogue, latencies }, shoppers, durationMs);
      return measured.orderIds.length;
    },
  );
  const { orderIds, elapsedMs } = measured;
  const ordersPerSecond = orderIds.length / (elapsedMs / 1000);

  for (const step of STEPS) {
    console.log(
      `  ${step.padEnd(13)} p50 ${ms(latencies.quantile(step, 0.5))}   p99 ${ms(latencies.quantile(step, 0.99))}`,
    );
  }
  console.log(
    `  ${orderIds.length} orders in ${(elapsedMs / 1000).toFixed(1)} s: ${ordersPerSecond.toFixed(0)} completed orders/s (target ≥ ${TARGET_ORDERS_PER_SECOND})`,
  );
  if (apiCpu != null && engineCpu != null && clientCpu != null) {
    console.log(
      `  CPU per order: API ${apiCpu.toFixed(1)} ms, engine ${engineCpu.toFixed(1)} ms, load generator ${clientCpu.toFixed(1)} ms`,
    );
  }

  const completed = [...warmup.orderIds, ...orderIds];
  const stored = await countOrders(`${engine.uri}/gymfuel`);
  const exact =
    stored.total === completed.length &&
    stored.distinctIds.size === completed.length &&
    completed.every((orderId) => stored.distinctIds.has(orderId));
  console.log(
    `  orders in the database: ${stored.total} for ${completed.length} completed flows (warm-up included): ${exact ? 'exact, none lost or duplicated' : 'MISMATCH'}`,
  );
  api.close();
  return exact && ordersPerSecond >= TARGET_ORDERS_PER_SECOND;
}

async function main(): Promise<void> {
  const outboxDir = await mkdtemp(join(tmpdir(), 'gymfuel-bench-outbox-'));
  const engine = await startEngineProcess();
  try {
    const target = await startApiProcess({ mongoUri: `${engine.uri}/gymfuel`, outboxDir });
    try {
      const met = await measure(engine, target);
      console.log(met ? 'target met' : 'TARGET MISSED');
      process.exitCode = met ? 0 : 1;
    } finally {
      await target.stop();
    }
  } finally {
    await engine.stop();
    await rm(outboxDir, { recursive: true, force: true });
  }
}

await main();
