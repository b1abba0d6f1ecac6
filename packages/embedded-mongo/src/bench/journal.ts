import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import mongoose from 'mongoose';
import { measure, type Measurement } from './measure.js';
import { spawnServer } from './spawn-server.js';

/** Requests in flight: one at a time, a few, many (group commit shares one fsync among them). */
const CONCURRENCIES = [1, 4, 16];
const WARM_UP_INSERTS = 300;
const INSERTS_PER_RUN = 3000;

/**
 * Inserts through mongoose into a server whose data folder has the journal, so each insert
 * is acknowledged only after an fsync. The folder is under the package's `.data/` rather than
 * the system's temporary folder, which may be in memory (where fsync costs nothing).
 */
export async function journalInsertFigures(): Promise<Array<[number, Measurement]>> {
  const parent = path.resolve('.data');
  await mkdir(parent, { recursive: true });
  const dataDir = await mkdtemp(path.join(parent, 'bench-journal-'));
  const server = await spawnServer(['--data', dataDir]);
  const connection = await mongoose.createConnection(`${server.uri}/bench`).asPromise();
  try {
    const Order = connection.model(
      'Order',
      new mongoose.Schema({ number: { type: Number, unique: true }, total: Number }),
    );
    await Order.init();
    let next = 0;
    const insert = () => Order.create({ number: next++, total: 100 + (next % 500) });
    await measure(server.pid, WARM_UP_INSERTS, 4, insert);
    const figures: Array<[number, Measurement]> = [];
    for (const concurrency of CONCURRENCIES) {
      figures.push([concurrency, await measure(server.pid, INSERTS_PER_RUN, concurrency, insert)]);
    }
    return figures;
  } finally {
    await connection.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
