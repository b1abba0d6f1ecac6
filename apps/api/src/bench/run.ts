import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { TargetReady, TargetRequest } from './target.js';

/**
 * `pnpm --filter @gymfuel/api bench`: GET /getproducts on the real app (embedded DB) against a
 * plain node:http server sending the same bytes, under the same load. The time is split into
 * rounds that alternate between the two, so a change in the machine's load hits both alike,
 * and each figure is the median round.
 */

const TARGETS = { ratio: 0.6, p99Ms: 25 };

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '3' },
  },
});
const connections = Number(values.connections);
const durationS = Number(values.duration);
const warmupS = Number(values.warmup);
const rounds = Number(values.rounds);

interface Target {
  child: ChildProcess;
  url: string;
}

async function startTarget(request: TargetRequest): Promise<Target> {
  // stdout is discarded: the app's request logs are produced (as in production) but not kept.
  const child = fork(new URL('./target.js', import.meta.url), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.send(request);
  const [ready] = (await once(child, 'message')) as [TargetReady];
  return { child, url: `http://127.0.0.1:${ready.port}/getproducts` };
}

async function stopTarget({ child }: Target): Promise<void> {
  const exited = once(child, 'exit');
  child.disconnect();
  await exited;
}

interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
}

async function measure(url: string, seconds: number): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx responses`);
  }
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median round: one round disturbed by other work on the machine does not decide the result. */
function combine(measurements: Measurement[]): Measurement {
  return {
    requestsPerSecond: median(measurements.map((m) => m.requestsPerSecond)),
    p99Ms: median(measurements.map((m) => m.p99Ms)),
  };
}

async function compare(app: Target, plain: Target): Promise<[Measurement, Measurement]> {
  if (warmupS > 0) {
    await measure(app.url, warmupS);
    await measure(plain.url, warmupS);
  }
  const appRounds: Measurement[] = [];
  const plainRounds: Measurement[] = [];
  for (let round = 0; round < rounds; round += 1) {
    appRounds.push(await measure(app.url, durationS / rounds));
    plainRounds.push(await measure(plain.url, durationS / rounds));
  }
  return [combine(appRounds), combine(plainRounds)];
}

const format = (label: string, { requestsPerSecond, p99Ms }: Measurement) =>
  `${label.padEnd(28)} ${requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(p99Ms).padStart(3)} ms`;

async function main(): Promise<void> {
  const app = await startTarget({ kind: 'app' });
  const sample = await fetch(app.url, { headers: { 'Accept-Encoding': 'identity' } });
  const body = Buffer.from(await sample.arrayBuffer());
  const plain = await startTarget({
    kind: 'plain',
    body: body.toString('base64'),
    contentType: sample.headers.get('content-type') ?? 'application/json',
    etag: sample.headers.get('etag') ?? '"x"',
  });

  console.log(
    `GET /getproducts (${body.length} bytes), ${connections} connections, ${durationS} s each ` +
      `in ${rounds} alternating rounds, after ${warmupS} s warm-up`,
  );
  try {
    const [appResult, plainResult] = await compare(app, plain);
    const ratio = appResult.requestsPerSecond / plainResult.requestsPerSecond;
    console.log(format('GymFuel API (embedded DB)', appResult));
    console.log(format('plain node:http, same bytes', plainResult));
    console.log(
      `ratio ${ratio.toFixed(2)} (target ≥ ${TARGETS.ratio}), API p99 ${appResult.p99Ms} ms (target ≤ ${TARGETS.p99Ms} ms)`,
    );
    const met = ratio >= TARGETS.ratio && appResult.p99Ms <= TARGETS.p99Ms;
    console.log(met ? 'target met' : 'TARGET MISSED');
    process.exitCode = met ? 0 : 1;
  } finally {
    await Promise.all([stopTarget(app), stopTarget(plain)]);
  }
}

await main();
