import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { crashOnce } from './crash-run.js';
import { spawnServer } from './spawn-server.js';

const childPath = fileURLToPath(new URL('./crash-child.js', import.meta.url));
const CRASHES = 5;
/** Longer than the test suite's runs: 2–4 s of inserts before each kill, checkpoints every 200 ms. */
const MIN_RUN_MS = 2000;
const CHECKPOINT_INTERVAL_MS = 200;

export interface CrashFigures {
  crashes: number;
  acknowledged: number;
  lost: number;
}

/** The crash test at length: SIGKILL an inserting process 5 times, then count what survived. */
export async function crashFigures(): Promise<CrashFigures> {
  const parent = path.resolve('.data');
  await mkdir(parent, { recursive: true });
  const dataDir = await mkdtemp(path.join(parent, 'bench-crash-'));
  try {
    const acknowledged: string[] = [];
    for (let crash = 0; crash < CRASHES; crash++) {
      const args = [childPath, dataDir, String(CHECKPOINT_INTERVAL_MS)];
      acknowledged.push(...(await crashOnce(args, MIN_RUN_MS + Math.random() * MIN_RUN_MS)));
    }
    const server = await spawnServer(['--data', dataDir]);
    const client = await MongoClient.connect(`${server.uri}/shop`);
    try {
      const orders = client.db().collection<{ _id: string }>('orders');
      const stored = new Set(
        (await orders.find({}, { projection: { _id: 1 } }).toArray()).map((order) => order._id),
      );
      const lost = acknowledged.filter((id) => !stored.has(id)).length;
      return { crashes: CRASHES, acknowledged: acknowledged.length, lost };
    } finally {
      await client.close();
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
