import os from 'node:os';
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { crashFigures } from './crash.js';
import { journalInsertFigures } from './journal.js';
import { idleMachineCapacity, measure, rssMegabytes, type Measurement } from './measure.js';
import { spawnServer } from './spawn-server.js';

const DOCUMENTS = 10_000;
const WARM_UP_INSERTS = 1000;
const FINDS_PER_RUN = 10_000;
/** Requests in flight: one at a time, a few (like an API serving some users), many. */
const CONCURRENCIES = [1, 4, 16];

const smallDocument = (i: number) => ({
  sku: `SKU-${i}`,
  name: `Product ${i}`,
  price: 100 + (i % 500),
  stock: i % 50,
});

interface SpeedFigures {
  inserts: Array<[number, Measurement]>;
  finds: Array<[number, Measurement]>;
  scanMs: number;
  scanned: number;
}

/**
 * Inserts 10,000 products through mongoose (after a warm-up, so the JIT has compiled the
 * hot paths), then looks them up by their unique sku, at several concurrencies.
 */
async function speedFigures(uri: string, pid: number): Promise<SpeedFigures> {
  const connection = await mongoose.createConnection(`${uri}/bench`).asPromise();
  try {
    const Product = connection.model(
      'Product',
      new mongoose.Schema(
        { sku: { type: String, unique: true }, name: String, price: Number, stock: Number },
        { timestamps: true },
      ),
    );
    await Product.init();
    const pick = (i: number) => `SKU-${(i * 7919) % WARM_UP_INSERTS}`;
    await measure(pid, WARM_UP_INSERTS, 4, (i) => Product.create(smallDocument(i)));
    await measure(pid, 2000, 4, (i) => Product.findOne({ sku: pick(i) }).lean());

    let inserted = WARM_UP_INSERTS;
    const perRun = (DOCUMENTS - WARM_UP_INSERTS) / CONCURRENCIES.length;
    const inserts: Array<[number, Measurement]> = [];
    for (const concurrency of CONCURRENCIES) {
      const first = inserted;
      inserts.push([
        concurrency,
        await measure(pid, perRun, concurrency, (i) => Product.create(smallDocument(first + i))),
      ]);
      inserted += perRun;
    }
    const finds: Array<[number, Measurement]> = [];
    const anySku = (i: number) => `SKU-${(i * 7919) % DOCUMENTS}`;
    for (const concurrency of CONCURRENCIES) {
      finds.push([
        concurrency,
        await measure(pid, FINDS_PER_RUN, concurrency, (i) =>
          Product.findOne({ sku: anySku(i) }).lean(),
        ),
      ]);
    }
    const scanStarted = performance.now();
    const scanned = await Product.find({ stock: { $lt: 10 } }).lean();
    const scanMs = Math.round(performance.now() - scanStarted);
    return { inserts, finds, scanMs, scanned: scanned.length };
  } finally {
    await connection.close();
  }
}

async function memoryFigures(uri: string, pid: number): Promise<Record<string, number>> {
  const client = await MongoClient.connect(`${uri}/memory`);
  try {
    const collection = client.db().collection('docs');
    const figures: Record<string, number> = { empty: await rssMegabytes(pid) };
    for (const target of [10_000, 100_000]) {
      const have = await collection.estimatedDocumentCount();
      for (let start = have; start < target; start += 5000) {
        const size = Math.min(5000, target - start);
        await collection.insertMany(
          Array.from({ length: size }, (_, i) => smallDocument(start + i)),
        );
      }
      figures[`rss${target}`] = await rssMegabytes(pid);
    }
    return figures;
  } finally {
    await client.close();
  }
}

function describe(label: string, measurement: Measurement): string {
  return (
    `${label}: ${measurement.perSecond}/s measured; CPU per op: client ${measurement.clientMicros} µs, ` +
    `server ${measurement.serverMicros} µs; idle 2-core capacity ≈ ${idleMachineCapacity(measurement)}/s`
  );
}

async function main(): Promise<void> {
  const speedServer = await spawnServer();
  const speed = await speedFigures(speedServer.uri, speedServer.pid).finally(() =>
    speedServer.stop(),
  );
  // A fresh server, so the memory figures are not inflated by the speed runs.
  const memoryServer = await spawnServer();
  const memory = await memoryFigures(memoryServer.uri, memoryServer.pid).finally(() =>
    memoryServer.stop(),
  );
  const journal = await journalInsertFigures();
  const crashes = await crashFigures();
  const load = os.loadavg()[0]?.toFixed(1);
  console.log(`embedded-mongo benchmark, ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    `${os.cpus().length} cores, Node ${process.version}, load average ${load} at the end`,
  );
  console.log('Server: the CLI in its own process. Client: mongoose 9 in this process.');
  for (const [concurrency, measurement] of speed.inserts) {
    console.log(describe(`inserts, Model.create, ${concurrency} in flight`, measurement));
  }
  for (const [concurrency, measurement] of journal) {
    console.log(
      describe(`inserts with the journal (fsync each), ${concurrency} in flight`, measurement),
    );
  }
  for (const [concurrency, measurement] of speed.finds) {
    console.log(describe(`findOne by unique key, .lean(), ${concurrency} in flight`, measurement));
  }
  console.log(
    `full scan of ${DOCUMENTS} docs returning ${speed.scanned} through mongoose: ${speed.scanMs} ms`,
  );
  console.log(
    `crash runs: ${crashes.crashes} SIGKILLs of a process inserting with the journal, ${crashes.acknowledged} acknowledged inserts, ${crashes.lost} lost`,
  );
  console.log(
    `server RSS: empty ${memory.empty} MB; 10,000 small docs ${memory.rss10000} MB; 100,000 small docs ${memory.rss100000} MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
