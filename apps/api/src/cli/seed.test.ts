import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleEntry } from '../test/entry-bundle.js';
import { LEGAL_IDENTITY_ENV } from '../test/legal-identity-env.js';
import { openTestDatabase, type TestDatabase } from '../test/test-db.js';

const run = promisify(execFile);
const seedEntry = fileURLToPath(new URL('./seed.ts', import.meta.url));
/** The entry as one bundle, built once for the file (see test/entry-bundle.ts). */
let seedEntryBundle: string;
beforeAll(async () => {
  seedEntryBundle = await bundleEntry(seedEntry, 'seed');
});

/** Runs the seed CLI as `pnpm seed` does (on the sources), with only the given environment. */
const seedCli = (env: Record<string, string>) =>
  run(process.execPath, [seedEntryBundle], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });

describe('pnpm seed', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('seeds MONGODB_URI and reports nothing to do the second time', async () => {
    const first = await seedCli({ MONGODB_URI: db.uri });
    expect(first.stdout).toContain(`Seeded ${db.uri}`);
    expect(first.stdout).toMatch(/products: \d+ inserted, 0 updated/);
    expect(await db.models.Product.countDocuments()).toBeGreaterThanOrEqual(24);

    const second = await seedCli({ MONGODB_URI: db.uri });
    expect(second.stdout).toContain('products: 0 inserted, 0 updated');
    expect(second.stdout).toContain('reviews: 0 inserted, 0 updated');
  });

  it('leaves the sample voucher codes out in production', async () => {
    await db.models.Voucher.deleteMany({});
    const { stdout } = await seedCli({
      NODE_ENV: 'production',
      MONGODB_URI: db.uri,
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://shop.example.in',
      PAYMENTS_PROVIDER: 'simulated',
      ...LEGAL_IDENTITY_ENV,
    });
    expect(stdout).toContain('vouchers: none in production (the sample codes are public)');
    expect(await db.models.Voucher.countDocuments()).toBe(0);
  });

  it('stops with a message naming a bad variable', async () => {
    const failure = await seedCli({ MONGODB_URI: 'postgres://nope' }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('MONGODB_URI:');
  });
});
