import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';
import { openDatabase } from './database.js';
import { createModels } from './models.js';

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
