import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { MongoClient } from 'mongodb';
import mongoose from 'mongoose';
import { spawnServer } from './spawn-server.js';

const DOCUMENTS = 10_000;
const FINDS = 20_000;
const CONCURRENCY = 16;

/** Runs `task(i)` for i in [0, total) with `concurrency` calls in flight; returns operations per second. */
async function throughput(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < total) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return Math.round(total / ((performance.now() - started) / 1000));
}

/** CPU time (user + system, in ms) the server process has used so far, from /proc. */
async function cpuMilliseconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

async function rssMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kilobytes / 1024);
}

const smallDocument = (i: number) => ({
  sku: `SKU-${i}`,
  name: `Product ${i}`,
  price: 100 + (i % 500),
  stock: i % 50,
});

async function mongooseFigures(uri: string, pid: number): Promise<Record<string, number>> {
  const connection = await mongoose.createConnection(`${uri}/bench`).asPromise();
  const Product = connection.model(
    'Product',
    new mongoose.Schema(
      { sku: { type: String, unique: true }, name: String, price: Number, stock: Number },
      { timestamps: true },
    ),
  );
  await Product.init();
  const sequentialInserts = await throughput(1000, 1, (i) => Product.create(smallDocument(i)));
  const inserts = await throughput(DOCUMENTS - 1000, CONCURRENCY, (i) =>
    Product.create(smallDocument(i + 1000)),
  );
  const pick = (i: number) => `SKU-${(i * 7919) % DOCUMENTS}`;
  const sequentialFinds = await throughput(2000, 1, (i) =>
    Product.findOne({ sku: pick(i) }).lean(),
  );
  const cpuBefore = await cpuMilliseconds(pid);
  const finds = await throughput(FINDS, CONCURRENCY, (i) =>
    Product.findOne({ sku: pick(i) }).lean(),
  );
  // Server CPU per find does not depend on how busy the rest of the machine is.
  const serverMicrosPerFind = Math.round(
    (((await cpuMilliseconds(pid)) - cpuBefore) * 1000) / FINDS,
  );
  const scanStarted = performance.now();
  const scanned = await Product.find({ stock: { $lt: 10 } }).lean();
  const scanMs = Math.round(performance.now() - scanStarted);
  await connection.close();
  return {
    sequentialInserts,
    inserts,
    sequentialFinds,
    finds,
    serverMicrosPerFind,
    scanMs,
    scanned: scanned.length,
  };
}

async function memoryFigures(uri: string, pid: number): Promise<Record<string, number>> {
  const client = await MongoClient.connect(`${uri}/memory`);
  const collection = client.db().collection('docs');
  const figures: Record<string, number> = { empty: await rssMegabytes(pid) };
  for (const target of [10_000, 100_000]) {
    const have = await collection.estimatedDocumentCount();
    for (let start = have; start < target; start += 5000) {
      await collection.insertMany(
        Array.from({ length: Math.min(5000, target - start) }, (_, i) => smallDocument(start + i)),
      );
    }
    figures[`rss${target}`] = await rssMegabytes(pid);
  }
  await client.close();
  return figures;
}

async function main(): Promise<void> {
  const speedServer = await spawnServer();
  const speed = await mongooseFigures(speedServer.uri, speedServer.pid).finally(() =>
    speedServer.stop(),
  );
  // A fresh server, so the memory figures are not inflated by the speed runs.
  const server = await spawnServer();
  try {
    const memory = await memoryFigures(server.uri, server.pid);
    console.log(
      `embedded-mongo benchmark — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}`,
    );
    console.log(
      'Server in its own process (the CLI); client through mongoose 9 on the same machine.',
    );
    console.log(
      `inserts/s (Model.create, ${CONCURRENCY} in flight, to ${DOCUMENTS} docs): ${speed.inserts}`,
    );
    console.log(`inserts/s (Model.create, one at a time):              ${speed.sequentialInserts}`);
    console.log(
      `findOne by unique key/s (${CONCURRENCY} in flight, ${DOCUMENTS} docs):   ${speed.finds}`,
    );
    console.log(`findOne by unique key/s (one at a time):              ${speed.sequentialFinds}`);
    console.log(
      `server CPU per indexed findOne: ${speed.serverMicrosPerFind} µs (load average ${os.loadavg()[0]?.toFixed(1)})`,
    );
    console.log(`full scan of ${DOCUMENTS} docs returning ${speed.scanned}: ${speed.scanMs} ms`);
    console.log(
      `RSS of the server: empty ${memory.empty} MB, 10,000 small docs ${memory.rss10000} MB, 100,000 small docs ${memory.rss100000} MB`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
