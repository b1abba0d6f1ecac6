import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashOnce } from '../bench/crash-run.js';
import { startEmbeddedMongo } from '../server.js';

const childSource = fileURLToPath(new URL('../bench/crash-child.ts', import.meta.url));
/** Inside the package, so the bundle finds the driver in its node_modules. */
const childBundle = fileURLToPath(
  new URL('../../node_modules/.cache/embedded-mongo-crash-child.mjs', import.meta.url),
);
/** 20 crashes in all, on two folders side by side so the runs' start-up times overlap. */
const FOLDERS = 2;
const CRASHES_PER_FOLDER = 10;
/** Checkpoints every 30 ms in the child, so some kills land in the middle of one. */
const CHECKPOINT_INTERVAL_MS = 30;

// One bundle of the child and the engine: through tsx, each child spent seconds loading
// hundreds of modules, which would make 20 crashes far too slow for the suite.
beforeAll(async () => {
  await build({
    entryPoints: [childSource],
    outfile: childBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['mongodb'],
    logLevel: 'error',
  });
});

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  await rm(childBundle, { force: true });
});

/** Starts the engine on the folder (replaying what the last crash left) and lists the order ids. */
async function storedIds(dir: string): Promise<Set<string>> {
  const server = await startEmbeddedMongo({ port: 0, dataDir: dir });
  try {
    const client = await MongoClient.connect(`${server.uri}/shop`);
    try {
      const orders = await client
        .db()
        .collection<{ _id: string }>('orders')
        .find({}, { projection: { _id: 1 } })
        .toArray();
      return new Set(orders.map((order) => order._id));
    } finally {
      await client.close();
    }
  } finally {
    await server.stop();
  }
}

async function crashRepeatedly(): Promise<{ acknowledged: number; lost: string[] }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-crash-'));
  dirs.push(dir);
  const acknowledged: string[] = [];
  // Each child starts on what the previous one left, so every crash is also a restart that
  // replays; an id lost along the way never comes back, so one look at the end finds it.
  for (let crash = 0; crash < CRASHES_PER_FOLDER; crash++) {
    const args = [childBundle, dir, String(CHECKPOINT_INTERVAL_MS)];
    acknowledged.push(...(await crashOnce(args, Math.random() * 300)));
  }
  const stored = await storedIds(dir);
  return { acknowledged: acknowledged.length, lost: acknowledged.filter((id) => !stored.has(id)) };
}

describe('crash safety', () => {
  it('never loses an acknowledged insert when the engine is killed with SIGKILL (20 runs)', async () => {
    const results = await Promise.all(Array.from({ length: FOLDERS }, crashRepeatedly));
    for (const { acknowledged, lost } of results) {
      expect(lost).toEqual([]);
      // Each run got at least its first insert acknowledged before the kill.
      expect(acknowledged).toBeGreaterThanOrEqual(CRASHES_PER_FOLDER);
    }
  }, 120_000);
});
