import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { capturedLogger } from '../../test/captured-logs.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createMailQueue } from './mail-queue.js';
import type { MailMessage } from './mailer.js';

const message: MailMessage = { to: 'asha@example.in', subject: 'Hello', text: 'Hi Asha' };
const NOW = new Date('2026-11-22T09:00:00.000Z');

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(() => db.models.Outbox.deleteMany({}));

function queueWith(onQueued = async () => {}) {
  const { logger, lines } = capturedLogger();
  const queue = createMailQueue({ Outbox: db.models.Outbox, logger, now: () => NOW, onQueued });
  return { queue, lines };
}

describe('createMailQueue', () => {
  it('writes what it is given to the outbox, due at once, including a message still being composed, and skips null', async () => {
    let told = 0;
    const { queue } = queueWith(async () => void (told += 1));

    await queue.enqueue({ kind: 'test' }, message);
    await queue.enqueue({ kind: 'test' }, Promise.resolve({ ...message, subject: 'Later' }));
    await queue.enqueue({ kind: 'test' }, null);

    const written = await db.models.Outbox.find().sort({ _id: 1 }).lean();
    expect(
      written.map(({ subject, to, status, attempts, dueAt, leaseUntil, context }) => ({
        subject,
        to,
        status,
        attempts,
        dueAt,
        leaseUntil,
        context,
      })),
    ).toEqual([
      {
        subject: 'Hello',
        to: 'asha@example.in',
        status: 'pending',
        attempts: 0,
        dueAt: NOW,
        leaseUntil: NOW,
        context: { kind: 'test' },
      },
      {
        subject: 'Later',
        to: 'asha@example.in',
        status: 'pending',
        attempts: 0,
        dueAt: NOW,
        leaseUntil: NOW,
        context: { kind: 'test' },
      },
    ]);
    expect(told).toBe(2);
  });

  it('keeps attachments byte for byte', async () => {
    const { queue } = queueWith();
    const pdf = Buffer.from('%PDF-1.3 invoice');
    await queue.enqueue(
      { kind: 'order placed' },
      {
        ...message,
        attachments: [{ filename: 'invoice.pdf', content: pdf, contentType: 'application/pdf' }],
      },
    );
    const [written] = await db.models.Outbox.find();
    expect(written?.attachments[0]?.content.equals(pdf)).toBe(true);
  });

  it('never rejects: a failed look-up of the message is logged with its context, and nothing is written', async () => {
    const { queue, lines } = queueWith();

    expect(
      await queue.enqueue(
        { kind: 'verify e-mail', userId: 'u1' },
        Promise.reject(new Error('database gone')),
      ),
    ).toBe(false);

    expect(await db.models.Outbox.countDocuments()).toBe(0);
    expect(lines.find((line) => line.msg === 'e-mail lost')).toMatchObject({
      kind: 'verify e-mail',
      userId: 'u1',
      err: { message: 'database gone' },
    });
  });

  it('stores a keyed message once however often it is handed over, also at once', async () => {
    const { queue } = queueWith();
    const once = () => queue.enqueue({ kind: 'order placed' }, message, 'order placed:a1b2c3');
    expect(await Promise.all([once(), once()])).toEqual([true, true]);
    expect(await once()).toBe(true);
    // Another key, and a message without one, are stored as usual.
    await queue.enqueue({ kind: 'order placed' }, message, 'order placed:d4e5f6');
    await queue.enqueue({ kind: 'test' }, message);
    await queue.enqueue({ kind: 'test' }, message);
    const keys = (await db.models.Outbox.find().sort({ _id: 1 }).lean()).map((mail) => mail.key);
    expect(keys).toEqual(['order placed:a1b2c3', 'order placed:d4e5f6', undefined, undefined]);
  });

  it('idle() waits for the writes and for the sends they started', async () => {
    let release = () => {};
    const { queue } = queueWith(() => new Promise<void>((resolve) => (release = resolve)));
    void queue.enqueue({ kind: 'test' }, message);

    let idle = false;
    const waiting = queue.idle().then(() => (idle = true));
    // Written; the send it started is what the test holds.
    await vi.waitFor(async () => expect(await db.models.Outbox.countDocuments()).toBe(1), {
      timeout: 10_000,
    });
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(idle).toBe(true);
  });

  it('leaves pending messages alone and lets the database delete sent and failed ones (TTL index)', async () => {
    const indexes = await db.models.Outbox.collection.listIndexes().toArray();
    expect(indexes).toContainEqual(
      expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
    );
    expect(indexes).toContainEqual(expect.objectContaining({ key: { status: 1, dueAt: 1 } }));
  });
});
