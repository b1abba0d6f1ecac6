import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from './server.js';

const mongoshBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('mongosh/package.json')),
  'bin',
  'mongosh.js',
);

let server: EmbeddedMongo;
let home: string;
beforeAll(async () => {
  server = await startEmbeddedMongo({ port: 0 });
  // mongosh keeps its history and logs under $HOME: a throw-away one keeps the real one clean.
  home = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-mongosh-'));
});
afterAll(async () => {
  await server.stop();
  await rm(home, { recursive: true, force: true });
});

/** What an operator types, in one mongosh run (its start-up takes seconds). */
const script = `
db.orders.insertOne({ _id: 'a', total: 1 });
print(EJSON.stringify({
  stats: db.stats(),
  orders: db.orders.stats(),
  server: db.serverStatus(),
}, { relaxed: true }));
`;

describe('mongosh', () => {
  it('runs db.stats(), db.orders.stats() and db.serverStatus() against the engine', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [mongoshBin, `${server.uri}/shop`, '--quiet', '--norc', '--eval', script],
      {
        env: { ...process.env, HOME: home, MONGOSH_FORCE_DISABLE_TELEMETRY_FOR_TESTING: '1' },
        timeout: 60_000,
      },
    );
    const { stats, orders, server: status } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
    // {_id: 'a', total: 1} is 27 bytes of BSON.
    expect(stats).toMatchObject({ db: 'shop', collections: 1, objects: 1, dataSize: 27, ok: 1 });
    expect(orders).toMatchObject({ ns: 'shop.orders', count: 1, size: 27, nindexes: 1, ok: 1 });
    expect(status).toMatchObject({ ok: 1, opcounters: { insert: 1 } });
    expect(status.connections.current).toBeGreaterThanOrEqual(1);
    expect(status.mem.resident).toBeGreaterThan(0);
    expect(status.uptime).toBeGreaterThanOrEqual(0);
  }, 90_000);
});
