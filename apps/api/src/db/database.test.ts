import { mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startEmbeddedMongo } from '@gymfuel/embedded-mongo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';
import { connectMongo, openDatabase } from './database.js';
import { createModels } from './models.js';

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

describe('connectMongo', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
    await db.models.Voucher.create({ code: 'FIT10', discountPercentage: 10, isActive: true });
  });
  afterAll(() => db.close());

  it('neutralises query operators smuggled in as values (sanitizeFilter)', async () => {
    const smuggled = { $ne: '' } as unknown as string;
    // Wrapped in $eq, the object is a value that cannot be a string: never a match.
    await expect(db.models.Voucher.findOne({ code: smuggled }).lean()).rejects.toThrow(
      /Cast to string failed/,
    );
    expect(await db.models.Voucher.findOne({ code: 'FIT10' }).lean()).not.toBeNull();
  });
});

describe('connectMongo to a database still starting', () => {
  it('keeps trying for its whole patience, although each operation gives up after 1 s', async () => {
    const port = await freePort();
    const connecting = connectMongo(`mongodb://127.0.0.1:${port}`, 'gymfuel_late', {
      serverSelectionTimeoutMS: 10_000,
    });
    // Later than one operation's server selection (1 s): only a retry can connect.
    await sleep(2500);
    const engine = await startEmbeddedMongo({ port });
    try {
      const connection = await connecting;
      expect(connection.readyState).toBe(1);
      await connection.close();
    } finally {
      await engine.stop();
    }
  });
});

describe('openDatabase without MONGODB_URI', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gymfuel-api-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs the embedded engine in-process and keeps its data in DATA_DIR across restarts', async () => {
    const first = await openDatabase({ DATA_DIR: dataDir });
    expect(first.location).toContain(dataDir);
    await createModels(first.connection).Gym.create({ name: 'Test Gym', city: 'Pune' });
    await first.close();

    const second = await openDatabase({ DATA_DIR: dataDir });
    try {
      expect(second.connection.name).toBe('gymfuel');
      const gym = await createModels(second.connection).Gym.findOne({ name: 'Test Gym' }).lean();
      expect(gym?.city).toBe('Pune');
    } finally {
      await second.close();
    }
  });
});
