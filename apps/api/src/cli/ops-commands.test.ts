import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../seed/seed.js';
import { signUpUser, uniqueEmail, type SignedInUser } from '../test/accounts.js';
import { buyWithSimulatedPayment } from '../test/purchase.js';
import { firstSeededProducts } from '../test/seeded-products.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createLogger } from '../logging/logger.js';
import { createServices } from '../services.js';
import { runOpsCommand } from './ops-commands.js';

let t: TestApp;
let outbox: string;
let asha: SignedInUser;
let services: ReturnType<typeof createServices>;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gymfuel-ops-outbox-'));
  t = await createTestApp({ env: { MAIL_OUTBOX_DIR: outbox } });
  await seedDatabase(t.db.models);
  asha = await signUpUser(t.app);
  // What ops.ts builds: the services straight on the database, no HTTP.
  services = createServices({
    config: t.config,
    logger: createLogger(t.config),
    models: t.db.models,
  });
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

async function newOrder(): Promise<string> {
  const [product] = await firstSeededProducts(t.db.models);
  return buyWithSimulatedPayment(t.app, asha, [{ product, quantity: 1 }]);
}

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const exitCode = await runOpsCommand(args, services, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { exitCode, out, err };
}

async function statusOf(orderId: string) {
  return (await t.db.models.Order.findOne({ orderId }).lean())?.status;
}

describe('ops orders:advance', () => {
  it('moves an order one step and prints the new status', async () => {
    const orderId = await newOrder();
    expect(await run('orders:advance', orderId)).toEqual({
      exitCode: 0,
      out: [`Order ${orderId}: Shipped`],
      err: [],
    });
    expect(await statusOf(orderId)).toBe('Shipped');
  });

  it('steps through every status up to the one asked for', async () => {
    const orderId = await newOrder();
    const { exitCode, out } = await run('orders:advance', orderId, 'Delivered');
    expect(exitCode).toBe(0);
    expect(out).toEqual([
      `Order ${orderId}: Shipped`,
      `Order ${orderId}: In Transit`,
      `Order ${orderId}: Delivered`,
    ]);
    expect(await statusOf(orderId)).toBe('Delivered');
  });

  it('refuses with exit code 1 what the rules refuse, leaving the order alone', async () => {
    const orderId = await newOrder();
    await run('orders:advance', orderId, 'In Transit');
    const backwards = await run('orders:advance', orderId, 'Shipped');
    expect(backwards.exitCode).toBe(1);
    expect(backwards.err).toEqual([
      `Order ${orderId}: An order that is In Transit cannot move to Shipped`,
    ]);
    expect(await statusOf(orderId)).toBe('In Transit');

    const unknown = await run('orders:advance', 'abcdefabcdef');
    expect(unknown).toMatchObject({
      exitCode: 1,
      err: ['Order abcdefabcdef: No order details found!'],
    });
  });

  it('prints the usage with exit code 2 for bad arguments', async () => {
    for (const args of [
      [],
      ['orders:list'],
      ['orders:advance'],
      ['orders:advance', 'xyz'],
      ['orders:advance', 'abcdefabcdef', 'Lost'],
      ['orders:advance', 'abcdefabcdef', 'Shipped', 'extra'],
    ]) {
      const { exitCode, err } = await run(...args);
      expect(exitCode).toBe(2);
      expect(err.at(-1)).toContain(
        'Usage: pnpm --filter @gymfuel/api ops orders:advance <orderId> [status]',
      );
    }
  });

  it('says which steps e-mail the customer: Shipped and In Transit ("out for delivery")', async () => {
    const { err } = await run('orders:advance');
    expect(err.at(-1)).toContain('e-mailing the customer on Shipped and In Transit.');
  });
});

describe('ops users:grant', () => {
  async function signUpVerified(email: string) {
    await signUpUser(t.app, { email });
    await t.db.models.User.updateOne({ email }, { $set: { emailVerified: true } });
  }
  const roleOf = async (email: string) => (await t.db.models.User.findOne({ email }).lean())?.role;

  it('gives a verified account a role and takes it away again', async () => {
    const email = uniqueEmail('staff');
    await signUpVerified(email);

    expect(await run('users:grant', email.toUpperCase(), 'staff')).toEqual({
      exitCode: 0,
      out: [`${email}: staff`],
      err: [],
    });
    expect(await roleOf(email)).toBe('staff');
    expect((await run('users:grant', email, 'owner')).out).toEqual([`${email}: owner`]);
    expect((await run('users:grant', email, 'customer')).out).toEqual([`${email}: customer`]);
    expect(await roleOf(email)).toBe('customer');
  });

  it('refuses an unverified e-mail and an unknown one with exit code 1', async () => {
    const email = uniqueEmail('unverified');
    await signUpUser(t.app, { email });

    expect(await run('users:grant', email, 'staff')).toEqual({
      exitCode: 1,
      out: [],
      err: [
        `${email}: Only an account with a verified e-mail can be given a role: ask them to verify it first`,
      ],
    });
    expect(await roleOf(email)).toBe('customer');
    expect(await run('users:grant', 'nobody@example.in', 'staff')).toEqual({
      exitCode: 1,
      out: [],
      err: ['nobody@example.in: User not found'],
    });
  });

  it('prints the usage with exit code 2 for a bad e-mail, an unknown role or missing arguments', async () => {
    for (const [args, first] of [
      [['users:grant', 'not-an-email', 'staff'], 'Not an e-mail address: not-an-email'],
      [['users:grant', 'a@b.in', 'admin'], 'Not a role: admin'],
      [['users:grant', 'a@b.in'], 'Usage: pnpm --filter @gymfuel/api ops orders:advance'],
    ] as const) {
      const { exitCode, err } = await run(...args);
      expect(exitCode).toBe(2);
      expect(err[0]).toContain(first);
      expect(err.at(-1)).toContain('ops users:grant <email> <staff|owner|customer>');
    }
  });
});

describe('ops slots:capacity', () => {
  const capacityOf = async (start: string) =>
    (
      await t.db.models.SlotCapacity.findOne({
        gym: 'Iron Temple Fitness Bandra',
        date: '2026-11-28',
        start,
      }).lean()
    )?.capacity;

  it('sets the seats of one slot, and sets them again', async () => {
    const first = await run(
      'slots:capacity',
      'Iron Temple Fitness Bandra',
      '2026-11-28',
      '18:00',
      '5',
    );
    expect(first).toEqual({
      exitCode: 0,
      out: ['Iron Temple Fitness Bandra 2026-11-28 18:00: 5 seats'],
      err: [],
    });
    expect(await capacityOf('18:00')).toBe(5);
    expect(
      (await run('slots:capacity', 'Iron Temple Fitness Bandra', '2026-11-28', '18:00', '0'))
        .exitCode,
    ).toBe(0);
    expect(await capacityOf('18:00')).toBe(0);
    expect(await t.db.models.SlotCapacity.countDocuments({ start: '18:00' })).toBe(1);
  });

  it('refuses an unknown gym and a time the gym has no slot at with exit code 1', async () => {
    expect(await run('slots:capacity', 'Nowhere Gym', '2026-11-28', '18:00', '5')).toEqual({
      exitCode: 1,
      out: [],
      err: ['Nowhere Gym: Gym not found'],
    });
    expect(
      await run('slots:capacity', 'Iron Temple Fitness Bandra', '2026-11-28', '18:15', '5'),
    ).toEqual({
      exitCode: 1,
      out: [],
      err: ['Iron Temple Fitness Bandra: Iron Temple Fitness Bandra has no delivery slot at 18:15'],
    });
    expect(await capacityOf('18:15')).toBeUndefined();
  });

  it('prints the usage with exit code 2 for a bad date, time or number of seats', async () => {
    for (const [args, message] of [
      [['2026-02-30', '18:00', '5'], 'Not a date like 2026-11-28: 2026-02-30'],
      [['2026-11-28', '6pm', '5'], 'Not a time like 18:00: 6pm'],
      [['2026-11-28', '18:00', '-1'], 'Not a number of seats from 0 to 1000: -1'],
      [['2026-11-28', '18:00', '2.5'], 'Not a number of seats from 0 to 1000: 2.5'],
      [['2026-11-28', '18:00', 'many'], 'Not a number of seats from 0 to 1000: many'],
      [['2026-11-28', '18:00', ''], 'Not a number of seats from 0 to 1000: '],
      [['2026-11-28', '18:00', '1001'], 'Not a number of seats from 0 to 1000: 1001'],
    ] as const) {
      const result = await run('slots:capacity', 'Iron Temple Fitness Bandra', ...args);
      expect(result.exitCode).toBe(2);
      expect(result.err[0]).toBe(message);
    }
    expect((await run('slots:capacity', 'Iron Temple Fitness Bandra')).exitCode).toBe(2);
  });
});
