import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bookableDates,
  computeTotalsInPaise,
  fromPaise,
  type Gym,
  type Product,
  type SlotAvailability,
} from '@gymfuel/contracts';
import { connectMongo } from '../db/database.js';
import { slotSeatModel } from '../modules/delivery/slot-seats.model.js';
import { orderModel } from '../modules/orders/orders.model.js';
import { signUpForBench } from './bench-sign-up.js';
import { JsonClient } from './json-client.js';
import { purchaseLoad } from './purchase-load.js';
import {
  cpuMsOf,
  startApiProcess,
  startEngineProcess,
  type ApiProcess,
  type EngineProcess,
} from './purchase-processes.js';

/**
 * `pnpm --filter @gymfuel/api bench` (second part): the purchase flow on the embedded DB, with
 * the engine and the API in processes of their own, and one API process per core, as production
 * runs them behind nginx (`--api-processes 1` measures a single one). Shoppers are signed up
 * first (bcrypt is slow on purpose), then, inside the measured window, each of them repeats addcart → paymentorder → simulate → authpayment in parallel with the
 * others. Every order picks a delivery slot: everyone wants one of the 20 earliest evening-peak
 * slots (18:00–19:30) across the gyms, so those fill up (400 seats) and latecomers move on to
 * the other slots of the week, as the checkout's slot picker would show them. Reports completed orders/s and
 * p99 per step, then checks the database: exactly one order per completed flow, each in the slot
 * it chose, and no slot above its capacity unless an order in it is flagged overbooked.
 */

/** The target orders/s of the purchase flow (docs/benchmarks.md#api-purchase-flow). */
const TARGET_ORDERS_PER_SECOND = 250;
/** The capacity the API runs with (its SLOT_CAPACITY default). */
const SLOT_CAPACITY = 20;
const PEAK_STARTS = new Set(['18:00', '18:30', '19:00', '19:30']);
/** How many peak slots everyone crowds into first. */
const PEAK_SLOTS = 20;
const STEPS = ['addcart', 'paymentorder', 'simulate', 'authpayment'] as const;
type Step = (typeof STEPS)[number];

const { shopperCount, durationMs, warmupMs, apiProcessCount } = purchaseLoad();

interface Shopper {
  email: string;
  token: string;
  /** The API process this shopper's requests go to, as a sticky load balancer would send them. */
  api: JsonClient;
}

async function signUp(api: JsonClient, index: number): Promise<Shopper> {
  const email = `shopper-${index}-${Date.now()}@bench.gymfuel.local`;
  return { email, token: await signUpForBench(api, email, `Shopper ${index}`), api };
}

/**
 * Sign-ups, a few at a time: bcrypt would otherwise starve the API of CPU. Shoppers are dealt
 * to the API processes in turn.
 */
async function signUpAll(apis: JsonClient[], count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let start = 0; start < count; start += 4) {
    const batch = Array.from({ length: Math.min(4, count - start) }, (_, offset) => {
      const index = start + offset;
      return signUp(apis[index % apis.length]!, index);
    });
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

interface SlotOption {
  gym: Gym;
  date: string;
  start: string;
}

/**
 * Every open slot of the week at every gym: the 20 earliest evening peaks (in turn across gyms,
 * so consecutive shoppers spread over gyms), then the rest.
 */
async function slotOptions(api: JsonClient): Promise<{ peak: SlotOption[]; rest: SlotOption[] }> {
  const gyms = (await api.send<{ data: Gym[] }>('GET', '/gyms')).body.data;
  const open: SlotOption[] = [];
  for (const date of bookableDates(new Date())) {
    for (const gym of gyms) {
      const query = `gym=${encodeURIComponent(gym.name)}&date=${date}`;
      const slots = (await api.send<{ data: SlotAvailability[] }>('GET', `/slots?${query}`)).body
        .data;
      for (const slot of slots.filter((candidate) => candidate.available)) {
        open.push({ gym, date, start: slot.start });
      }
    }
  }
  const byStartThenGym = (a: SlotOption, b: SlotOption) =>
    a.date.localeCompare(b.date) ||
    a.start.localeCompare(b.start) ||
    a.gym.name.localeCompare(b.gym.name);
  const peak = open
    .filter((option) => PEAK_STARTS.has(option.start))
    .sort(byStartThenGym)
    .slice(0, PEAK_SLOTS);
  return { peak, rest: open.filter((option) => !peak.includes(option)) };
}

/**
 * The slots shoppers choose from: flow n wants option n, and a slot the API called full is
 * dropped for everyone, as a refreshed slot picker would show it.
 */
class SlotChooser {
  private readonly full = new Set<SlotOption>();
  refusals = 0;

  constructor(private readonly options: { peak: SlotOption[]; rest: SlotOption[] }) {}

  choose(flowNumber: number): SlotOption {
    const peak = this.options.peak.filter((option) => !this.full.has(option));
    const from = peak.length > 0 ? peak : this.options.rest.filter((o) => !this.full.has(o));
    const option = from[flowNumber % from.length];
    if (option === undefined) throw new Error('every slot of the week is full');
    return option;
  }

  markFull(option: SlotOption): void {
    this.refusals += 1;
    this.full.add(option);
  }
}

interface FlowContext {
  catalogue: Product[];
  latencies: Latencies;
  slots: SlotChooser;
  /** Each completed order's chosen slot, to check against what the database holds. */
  chosen: Map<string, SlotOption>;
}

const isSlotFull = (error: unknown) =>
  error instanceof Error && error.message.includes('This delivery slot is full');

/** One purchase, as the web makes it; returns the orderId. Every second flow uses a voucher. */
async function purchase(
  { catalogue, latencies, slots, chosen }: FlowContext,
  shopper: Shopper,
  flowNumber: number,
): Promise<string> {
  const product = catalogue[flowNumber % catalogue.length];
  if (product === undefined) throw new Error('empty catalogue');
  const quantity = 1 + (flowNumber % 3);
  const withVoucher = flowNumber % 2 === 0;
  const { api } = shopper;
  await latencies.time('addcart', () =>
    api.send('POST', '/addcart', { proId: product._id, quantity }, shopper.token),
  );
  const { total } = computeTotalsInPaise(
    [{ price: product.price, quantity }],
    withVoucher ? 10 : 0,
  );
  const openPayment = (slot: SlotOption) =>
    latencies.time('paymentorder', () =>
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
            gym_name: slot.gym.name,
            city: slot.gym.city,
            country: 'India',
            phone: '9876543210',
          },
          slot: { date: slot.date, start: slot.start },
        },
        shopper.token,
      ),
    );
  let slot = slots.choose(flowNumber);
  let paymentOrder: Awaited<ReturnType<typeof openPayment>>;
  for (;;) {
    try {
      paymentOrder = await openPayment(slot);
      break;
    } catch (error) {
      if (!isSlotFull(error)) throw error;
      slots.markFull(slot);
      slot = slots.choose(flowNumber);
    }
  }
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
  chosen.set(authorised.body.orderId, slot);
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

const slotKey = (gym: string, date: string, start: string) => `${gym} ${date} ${start}`;

/** What the database holds: the orders, and each slot's confirmed seats and overbooked orders. */
async function readStoredOrders(mongoUri: string) {
  const connection = await connectMongo(mongoUri);
  try {
    const records = await orderModel(connection)
      .find({}, { orderId: 1, slot: 1, gym: 1, overbooked: 1 })
      .lean();
    const seats = await slotSeatModel(connection).find({ state: 'confirmed' }).lean();
    const seatsPerSlot = new Map<string, number>();
    for (const seat of seats) {
      const key = slotKey(seat.gym, seat.date, seat.start);
      seatsPerSlot.set(key, (seatsPerSlot.get(key) ?? 0) + 1);
    }
    const overbookedSlots = new Set(
      records
        .filter((record) => record.overbooked === true && record.slot && record.gym)
        .map((record) => slotKey(record.gym!.name, record.slot!.date, record.slot!.start)),
    );
    return { records, seatsPerSlot, overbookedSlots };
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

async function measure(engine: EngineProcess, targets: ApiProcess[]): Promise<boolean> {
  const apis = targets.map((target) => new JsonClient('127.0.0.1', target.port));
  const api = apis[0]!;
  const catalogue = (await api.send<Product[]>('GET', '/getproducts')).body;
  const options = await slotOptions(api);
  const slots = new SlotChooser(options);
  const chosen = new Map<string, SlotOption>();
  const shoppers = await signUpAll(apis, shopperCount);
  console.log(
    `Purchase flow: ${shoppers.length} shoppers signed up before the window, spread over ${targets.length} API process(es); ${durationMs / 1000} s after ${warmupMs / 1000} s warm-up; ${options.peak.length + options.rest.length} open slots across the gyms this week`,
  );

  const warmup = await runWindow(
    { catalogue, latencies: new Latencies(), slots, chosen },
    shoppers,
    warmupMs,
  );
  const latencies = new Latencies();
  let measured: Awaited<ReturnType<typeof runWindow>> = { orderIds: [], elapsedMs: 0 };
  const [engineCpu, clientCpu, ...apiCpus] = await cpuPerOrder(
    [engine, { pid: process.pid }, ...targets],
    async () => {
      measured = await runWindow({ catalogue, latencies, slots, chosen }, shoppers, durationMs);
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
  const apiCpu = apiCpus.every((cpu) => cpu != null)
    ? apiCpus.reduce<number>((sum, cpu) => sum + cpu!, 0)
    : null;
  if (apiCpu != null && engineCpu != null && clientCpu != null) {
    console.log(
      `  CPU per order: API ${apiCpu.toFixed(1)} ms (all its processes), engine ${engineCpu.toFixed(1)} ms, load generator ${clientCpu.toFixed(1)} ms`,
    );
  }

  const completed = [...warmup.orderIds, ...orderIds];
  const stored = await readStoredOrders(`${engine.uri}/gymfuel`);
  const storedIds = new Set(stored.records.map((record) => record.orderId));
  const exact =
    stored.records.length === completed.length &&
    storedIds.size === completed.length &&
    completed.every((orderId) => storedIds.has(orderId));
  console.log(
    `  orders in the database: ${stored.records.length} for ${completed.length} completed flows (warm-up included): ${exact ? 'exact, none lost or duplicated' : 'MISMATCH'}`,
  );

  const inChosenSlot = stored.records.every((record) => {
    const slot = chosen.get(record.orderId);
    return (
      slot !== undefined &&
      record.gym?.name === slot.gym.name &&
      record.slot?.date === slot.date &&
      record.slot.start === slot.start
    );
  });
  const overCapacity = [...stored.seatsPerSlot].filter(
    ([key, seats]) => seats > SLOT_CAPACITY && !stored.overbookedSlots.has(key),
  );
  const fullSlots = [...stored.seatsPerSlot.values()].filter((seats) => seats >= SLOT_CAPACITY);
  console.log(
    `  slots: ${stored.seatsPerSlot.size} used, ${fullSlots.length} filled to capacity (${SLOT_CAPACITY}); ${slots.refusals} checkouts told 'full' moved on; every order in the slot it chose: ${inChosenSlot ? 'yes' : 'NO'}; above capacity without an overbooked order: ${overCapacity.length === 0 ? 'none' : overCapacity.map(([key]) => key).join(', ')}`,
  );
  for (const client of apis) client.close();
  return (
    exact &&
    inChosenSlot &&
    overCapacity.length === 0 &&
    ordersPerSecond >= TARGET_ORDERS_PER_SECOND
  );
}

async function main(): Promise<void> {
  const outboxDir = await mkdtemp(join(tmpdir(), 'gymfuel-bench-outbox-'));
  const engine = await startEngineProcess();
  try {
    const targets: ApiProcess[] = [];
    try {
      // One after the other: each seeds the database (idempotently) before it listens.
      for (let index = 0; index < apiProcessCount; index += 1) {
        targets.push(await startApiProcess({ mongoUri: `${engine.uri}/gymfuel`, outboxDir }));
      }
      const met = await measure(engine, targets);
      console.log(met ? 'target met' : 'TARGET MISSED');
      process.exitCode = met ? 0 : 1;
    } finally {
      await Promise.all(targets.map((target) => target.stop()));
    }
  } finally {
    await engine.stop();
    await rm(outboxDir, { recursive: true, force: true });
  }
}

await main();
