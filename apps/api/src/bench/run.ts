import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { TargetReady, TargetRequest } from './target.js';

/**
 * `pnpm --filter @gymfuel/api bench`: GET /getproducts on the real app (embedded DB) against a
 * plain node:http server sending the same bytes, one after the other under the same load.
 */

const TARGETS = { ratio: 0.6, p99Ms: 25 };

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
  },
});
const connections = Number(values.connections);
const durationS = Number(values.duration);
const warmupS = Number(values.warmup);

interface Target {
  child: ChildProcess;
  url: string;
}

async function startTarget(request: TargetRequest): Promise<Target> {
  // stdout is discarded: the app's request logs are produced (as in production) but not kept.
  const child = fork(new URL('./target.js', import.meta.url), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
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

async function benchmark(target: Target): Promise<Measurement> {
  if (warmupS > 0) await measure(target.url, warmupS);
  return measure(target.url, durationS);
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

  console.log(`GET /getproducts (${body.length} bytes), ${connections} connections, ${durationS} s each after ${warmupS} s warm-up`);
  try {
    const appResult = await benchmark(app);
    const plainResult = await benchmark(plain);
    const ratio = appResult.requestsPerSecond / plainResult.requestsPerSecond;
    console.log(format('GymFuel API (embedded DB)', appResult));
    console.log(format('plain node:http, same bytes', plainResult));
    console.log(`ratio ${ratio.toFixed(2)} (target ≥ ${TARGETS.ratio}), API p99 ${appResult.p99Ms} ms (target ≤ ${TARGETS.p99Ms} ms)`);
    const met = ratio >= TARGETS.ratio && appResult.p99Ms <= TARGETS.p99Ms;
    console.log(met ? 'target met' : 'TARGET MISSED');
    process.exitCode = met ? 0 : 1;
  } finally {
    await Promise.all([stopTarget(app), stopTarget(plain)]);
  }
}

await main();
