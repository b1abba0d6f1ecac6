import type { FloorTargetRequest } from './floor-target.js';
import { JsonClient } from './json-client.js';
import { purchaseLoad } from './purchase-load.js';
import {
  cpuMsOf,
  startEngineProcess,
  startTargetProcess,
  type ApiProcess,
} from './purchase-processes.js';

/**
 * `node dist/bench/purchase-floor.js`: the floor under the purchase-flow benchmark. The same
 * load (64 shoppers, each repeating the flow's four requests, one API process per core, the
 * embedded engine in its own process) against servers that do nothing but HTTP and the flow's
 * database round trips (floor-target.ts). Run with the flow's round trips, then with none: what
 * no implementation of the flow on this machine and engine can beat, however lean.
 */

/**
 * The purchase flow's round trips per request in the steady state, as counted on it with the
 * driver's command monitoring (docs/benchmarks.md).
 */
const FLOW_ROUND_TRIPS = { '/addcart': 3, '/paymentorder': 11, '/simulate': 2, '/authpayment': 19 };
const STEPS = Object.keys(FLOW_ROUND_TRIPS);
const FLOW_ROUND_TRIP_COUNT = Object.values(FLOW_ROUND_TRIPS).reduce((sum, count) => sum + count);

const { shopperCount, durationMs, warmupMs, apiProcessCount } = purchaseLoad();

/** Every shopper repeats the four requests until `ms` has passed; answers the flows completed. */
async function runWindow(apis: JsonClient[], ms: number): Promise<number> {
  const endAt = performance.now() + ms;
  let completed = 0;
  const shopper = async (index: number) => {
    const api = apis[index % apis.length]!;
    while (performance.now() < endAt) {
      for (const step of STEPS) await api.send('POST', step, { shopper: `shopper-${index}` });
      completed += 1;
    }
  };
  await Promise.all(Array.from({ length: shopperCount }, (_, index) => shopper(index)));
  return completed;
}

async function measure(label: string, roundTrips: Record<string, number>): Promise<void> {
  const engine = await startEngineProcess();
  const targets: ApiProcess[] = [];
  try {
    for (let index = 0; index < apiProcessCount; index += 1) {
      const request: FloorTargetRequest = { mongoUri: `${engine.uri}/floor`, roundTrips };
      targets.push(await startTargetProcess('./floor-target.js', request));
    }
    const apis = targets.map((target) => new JsonClient('127.0.0.1', target.port));
    await runWindow(apis, warmupMs);
    const pids = [engine.pid, process.pid, ...targets.map((target) => target.pid)];
    const before = await Promise.all(pids.map(cpuMsOf));
    const started = performance.now();
    const flows = await runWindow(apis, durationMs);
    const seconds = (performance.now() - started) / 1000;
    const after = await Promise.all(pids.map(cpuMsOf));
    const perFlow = after.map((end, index) => ((end ?? 0) - (before[index] ?? 0)) / flows);
    const [engineCpu = 0, clientCpu = 0, ...apiCpus] = perFlow;
    const apiCpu = apiCpus.reduce((sum, cpu) => sum + cpu, 0);
    console.log(
      `${label}: ${(flows / seconds).toFixed(0)} flows/s; CPU per flow: API ${apiCpu.toFixed(1)} ms (all its processes), engine ${engineCpu.toFixed(1)} ms, load generator ${clientCpu.toFixed(1)} ms`,
    );
    for (const api of apis) api.close();
  } finally {
    await Promise.all(targets.map((target) => target.stop()));
    await engine.stop();
  }
}

await measure(
  `HTTP and the flow’s ${FLOW_ROUND_TRIP_COUNT} round trips, nothing else`,
  FLOW_ROUND_TRIPS,
);
await measure('HTTP alone, no round trips', Object.fromEntries(STEPS.map((step) => [step, 0])));
