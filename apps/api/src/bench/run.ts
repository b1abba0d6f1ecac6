import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SESSION_COOKIE } from '../http/session-cookie.js';
import { signUpForBench } from './bench-sign-up.js';
import { JsonClient } from './json-client.js';
import type { TargetReady, TargetRequest } from './target.js';

/**
 * `pnpm --filter @gymfuel/api bench` (first part): reads of the real app (embedded DB), each
 * against a yardstick under the same load. GET /getproducts against a plain node:http server
 * sending the same bytes; GET /getgyms and a signed-in GET /getcart against a bare Express 5
 * hello-JSON app. The time is split into rounds that alternate between the two, so a change in
 * the machine's load hits both alike, and each figure is the median round.
 */

interface Comparison {
  label: string;
  path: string;
  /** The yardstick it is measured against, and what it must reach of it. */
  against: 'plain' | 'express';
  minRatio: number;
  maxP99Ms?: number;
  signedIn?: boolean;
}

const COMPARISONS: Comparison[] = [
  {
    label: 'GET /getproducts',
    path: '/getproducts',
    against: 'plain',
    minRatio: 0.6,
    maxP99Ms: 25,
  },
  { label: 'GET /getgyms', path: '/getgyms', against: 'express', minRatio: 0.6 },
  {
    label: 'GET /getcart, signed in',
    path: '/getcart',
    against: 'express',
    minRatio: 0.3,
    signedIn: true,
  },
];

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
  origin: string;
}

async function startTarget(request: TargetRequest): Promise<Target> {
  // stdout is discarded: the app's request logs are produced (as in production) but not kept.
  const child = fork(new URL('./target.js', import.meta.url), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.send(request);
  const [ready] = (await once(child, 'message')) as [TargetReady];
  return { child, origin: `http://127.0.0.1:${ready.port}` };
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

async function measure(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
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

interface Endpoint {
  url: string;
  headers?: Record<string, string>;
}

async function compare(app: Endpoint, yardstick: Endpoint): Promise<[Measurement, Measurement]> {
  if (warmupS > 0) {
    await measure(app.url, warmupS, app.headers);
    await measure(yardstick.url, warmupS);
  }
  const appRounds: Measurement[] = [];
  const yardstickRounds: Measurement[] = [];
  for (let round = 0; round < rounds; round += 1) {
    appRounds.push(await measure(app.url, durationS / rounds, app.headers));
    yardstickRounds.push(await measure(yardstick.url, durationS / rounds));
  }
  return [combine(appRounds), combine(yardstickRounds)];
}

const format = (label: string, { requestsPerSecond, p99Ms }: Measurement) =>
  `  ${label.padEnd(30)} ${requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(p99Ms).padStart(3)} ms`;

/** A shopper signed up on the app; the session cookie the signed-in reads carry. */
async function signedInCookie(app: Target): Promise<string> {
  const { hostname, port } = new URL(app.origin);
  const api = new JsonClient(hostname, Number(port));
  try {
    const token = await signUpForBench(api, 'bench-reader@bench.gymfuel.local', 'Bench Reader');
    return `${SESSION_COOKIE}=${token}`;
  } finally {
    api.close();
  }
}

/** The yardstick for /getproducts: node:http sending the bytes the app sends. */
async function startPlainLike(app: Target): Promise<Target> {
  const sample = await fetch(`${app.origin}/getproducts`, {
    headers: { 'Accept-Encoding': 'identity' },
  });
  return startTarget({
    kind: 'plain',
    body: Buffer.from(await sample.arrayBuffer()).toString('base64'),
    contentType: sample.headers.get('content-type') ?? 'application/json',
    etag: sample.headers.get('etag') ?? '"x"',
  });
}

async function main(): Promise<void> {
  const app = await startTarget({ kind: 'app' });
  const yardsticks = {
    plain: await startPlainLike(app),
    express: await startTarget({ kind: 'express' }),
  };
  const cookie = await signedInCookie(app);
  console.log(
    `${connections} connections, ${durationS} s each in ${rounds} alternating rounds, after ${warmupS} s warm-up`,
  );
  let allMet = true;
  try {
    for (const comparison of COMPARISONS) {
      const [appResult, yardstickResult] = await compare(
        {
          url: `${app.origin}${comparison.path}`,
          headers: comparison.signedIn ? { cookie } : {},
        },
        { url: `${yardsticks[comparison.against].origin}/` },
      );
      const ratio = appResult.requestsPerSecond / yardstickResult.requestsPerSecond;
      const met =
        ratio >= comparison.minRatio &&
        (comparison.maxP99Ms === undefined || appResult.p99Ms <= comparison.maxP99Ms);
      allMet &&= met;
      console.log(comparison.label);
      console.log(format('GymFuel API (embedded DB)', appResult));
      console.log(
        format(
          comparison.against === 'plain'
            ? 'plain node:http, same bytes'
            : 'bare Express hello-JSON',
          yardstickResult,
        ),
      );
      const p99Target =
        comparison.maxP99Ms === undefined ? '' : `, p99 target ≤ ${comparison.maxP99Ms} ms`;
      console.log(
        `  ratio ${ratio.toFixed(2)} (target ≥ ${comparison.minRatio}${p99Target}): ${met ? 'met' : 'MISSED'}`,
      );
    }
    console.log(allMet ? 'targets met' : 'TARGET MISSED');
    process.exitCode = allMet ? 0 : 1;
  } finally {
    await Promise.all([app, yardsticks.plain, yardsticks.express].map(stopTarget));
  }
}

await main();
