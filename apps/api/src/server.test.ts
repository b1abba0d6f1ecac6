import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, orderEventsPath } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './http/session-cookie.js';
import { bundleEntry } from './test/entry-bundle.js';
import { openEventStream } from './test/event-stream.js';
import { LEGAL_IDENTITY_ENV } from './test/legal-identity-env.js';
import { openTestDatabase } from './test/test-db.js';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
/** The entry as one bundle, built once for the file (see test/entry-bundle.ts). */
let serverEntryBundle: string;
beforeAll(async () => {
  serverEntryBundle = await bundleEntry(serverEntry, 'server');
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Runs src/server.ts as `pnpm start` runs dist/server.js, with only the given environment. */
function startServer(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [serverEntryBundle], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`exited with ${code} before listening:\n${output}`)),
    );
  });
}

async function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

async function productCount(url: string): Promise<number> {
  const response = await fetch(`${url}/getproducts`);
  return endpoints.getProducts.response.parse(await response.json()).length;
}

// Each test starts the real server as a child process (some twice), which on a busy 2-core
// machine takes 10 s or more: more room than the suite's 20 s.
describe('server.ts', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gymfuel-api-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds an empty embedded database in DATA_DIR, serves, and exits 0 on SIGTERM', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await productCount(server.url)).toBeGreaterThanOrEqual(24);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
    expect(server.output()).toContain('stopped cleanly');
    expect(server.output()).toContain('empty database seeded');
  });

  it('keeps the data across a restart and does not seed it twice', async () => {
    const server = await startServer({ DATA_DIR: dataDir });
    const count = await productCount(server.url);
    expect(count).toBeGreaterThanOrEqual(24);
    expect(server.output()).not.toContain('empty database seeded');
    server.child.kill('SIGINT');
    expect(await exitOf(server.child)).toBe(0);
  });

  it('uses MONGODB_URI when set', async () => {
    const db = await openTestDatabase();
    try {
      const server = await startServer({ MONGODB_URI: db.uri });
      expect(await productCount(server.url)).toBeGreaterThanOrEqual(24);
      expect(await db.models.Product.countDocuments()).toBeGreaterThanOrEqual(24);
      server.child.kill('SIGTERM');
      expect(await exitOf(server.child)).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('labels a catalogue seeded before nutrition labels on start, keeping its products', async () => {
    const db = await openTestDatabase();
    try {
      await db.connection.collection('products').insertOne({
        title: 'Paneer Tikka Skewers',
        description: 'Seeded by an older version.',
        imageUrl: '/art/1f362.webp',
        pricePaise: 24900,
        category: 'Appetizer',
      });
      const server = await startServer({ MONGODB_URI: db.uri });
      const response = await fetch(`${server.url}/getproducts`);
      const products = endpoints.getProducts.response.parse(await response.json());
      expect(products).toHaveLength(1);
      expect(products[0]).toMatchObject({
        title: 'Paneer Tikka Skewers',
        description: 'Seeded by an older version.',
        nutrition: { servingSize: '220 g', kcal: 330, protein: 24 },
        diet: 'veg',
        allergens: ['milk'],
      });
      expect(server.output()).toContain('catalogue upgraded');
      server.child.kill('SIGTERM');
      expect(await exitOf(server.child)).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('does not seed when SEED_ON_EMPTY is false', async () => {
    const db = await openTestDatabase();
    try {
      const server = await startServer({ MONGODB_URI: db.uri, SEED_ON_EMPTY: 'false' });
      expect(await productCount(server.url)).toBe(0);
      server.child.kill('SIGTERM');
      expect(await exitOf(server.child)).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('ends open tracking streams on SIGTERM rather than waiting for their tabs to close', async () => {
    const db = await openTestDatabase();
    try {
      // Were the streams left open, the shutdown would wait for this long and the test time out.
      const server = await startServer({ MONGODB_URI: db.uri, SHUTDOWN_TIMEOUT_MS: '600000' });
      const signUp = await fetch(`${server.url}/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: 'stream-watcher@example.in',
          password: 'correct horse battery',
          userName: 'Asha Kapoor',
          phoneNumber: '9876543210',
        }),
      });
      const cookie = signUp.headers
        .getSetCookie()
        .find((line) => line.startsWith(`${SESSION_COOKIE}=`))
        ?.split(';')[0];
      const { data: user } = endpoints.signUp.response.parse(await signUp.json());
      await db.models.Order.create({
        orderId: '0123456789ab',
        userId: user._id,
        userName: 'Asha Kapoor',
        email: 'stream-watcher@example.in',
        address: 'Iron Temple Fitness Bandra, Mumbai, India',
        phoneNumber: '9876543210',
        paymentMethod: 'pay-on-delivery',
        date: new Date('2026-11-28T11:00:00Z'),
        lines: [
          {
            productId: new Types.ObjectId(),
            productName: 'Blueberry Blast Smoothie',
            pricePaise: 22_900,
            quantity: 1,
            image: '/art/1fad0.webp',
          },
        ],
        totals: { subtotalPaise: 22_900, discountPaise: 0, totalPaise: 22_900 },
        status: 'Processing',
      });
      const stream = await openEventStream(
        `${server.url}${orderEventsPath('0123456789ab')}`,
        cookie,
      );
      await stream.waitFor((event) => event.event === 'state');

      server.child.kill('SIGTERM');
      await stream.ended;
      expect(await exitOf(server.child)).toBe(0);
      expect(server.output()).toContain('stopped cleanly');
    } finally {
      await db.close();
    }
  }, 60_000);

  it('stops at start-up with a message naming a bad variable', async () => {
    const child = spawn(process.execPath, [serverEntryBundle], {
      env: { PATH: process.env.PATH ?? '', PORT: 'eighty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('PORT:');
  });

  it('refuses to start in production without Razorpay keys unless simulated payments are chosen', async () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-enough-length-0123456789',
      PUBLIC_URL: 'https://shop.example.in',
      DATA_DIR: dataDir,
      ...LEGAL_IDENTITY_ENV,
    };
    const child = spawn(process.execPath, [serverEntryBundle], {
      env: { PATH: process.env.PATH ?? '', PORT: '0', ...production },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(child)).toBe(1);
    for (const variable of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'PAYMENTS_PROVIDER']) {
      expect(stderr).toContain(variable);
    }

    const simulated = await startServer({ ...production, PAYMENTS_PROVIDER: 'simulated' });
    expect((await fetch(`${simulated.url}/healthz`)).status).toBe(200);
    simulated.child.kill('SIGTERM');
    expect(await exitOf(simulated.child)).toBe(0);
  });
});
