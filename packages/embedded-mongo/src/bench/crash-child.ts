import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '../server.js';

/**
 * The crash test's victim: runs the engine on the data folder given as the first argument and
 * inserts orders through the driver, 16 at a time, as fast as it can, printing each id once
 * the insert is acknowledged, until it is killed. The second argument is the checkpoint
 * interval, short so that kills also land in the middle of checkpoints.
 */
const IN_FLIGHT = 16;

const [dataDir, checkpointIntervalMs] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: crash-child <data folder> [checkpoint interval ms]');
const server = await startEmbeddedMongo({
  port: 0,
  dataDir,
  checkpointIntervalMs: checkpointIntervalMs ? Number(checkpointIntervalMs) : undefined,
});
const client = await MongoClient.connect(`${server.uri}/shop`);
const orders = client.db().collection<{ _id: string; total: number }>('orders');
const prefix = `${process.pid}-`;
let next = 0;

async function insertForever(): Promise<never> {
  for (;;) {
    const id = prefix + String(next++);
    await orders.insertOne({ _id: id, total: 100 });
    process.stdout.write(`${id}\n`);
  }
}

await Promise.all(Array.from({ length: IN_FLIGHT }, insertForever));
