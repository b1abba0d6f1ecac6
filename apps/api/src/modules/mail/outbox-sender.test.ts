import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../test/captured-logs.js';
import { startFakeSmtpServer } from '../../test/fake-smtp.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createMailQueue } from './mail-queue.js';
import { createMailer, type Mailer, type MailMessage } from './mailer.js';
import { createOutboxSender } from './outbox-sender.js';

const T0 = new Date('2026-11-22T09:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

let db: TestDatabase;
/** The pinned clock every queue and sender of a test reads. */
let now: Date;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  now = T0;
  await db.models.Outbox.deleteMany({});
});

const clock = () => now;

async function write(...subjects: string[]): Promise<void> {
  const queue = createMailQueue({
    Outbox: db.models.Outbox,
    logger: capturedLogger().logger,
    now: clock,
  });
  for (const subject of subjects) {
    await queue.enqueue({ kind: 'test', subject }, { to: 'asha@example.in', subject, text: 'Hi' });
  }
}

function senderVia(mailer: Mailer, holder?: string) {
  const { logger, lines } = capturedLogger();
  return {
    sender: createOutboxSender({ Outbox: db.models.Outbox, mailer, logger, now: clock, holder }),
    lines,
  };
}

function recordingMailer(fail = false) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    destination: 'memory',
    send: async (message) => {
      if (fail) throw new Error('451 mail server busy');
      sent.push(message);
    },
  };
  return { mailer, sent };
}

const statuses = async () =>
  (await db.models.Outbox.find().sort({ subject: 1 }).lean()).map(
    ({ subject, status, attempts }) => ({ subject, status, attempts }),
  );

describe('the outbox sender', () => {
  it('takes no new message once its process is stopping: the one in hand is sent, the rest stay for another process', async () => {
    await write('Order A', 'Order B', 'Order C');
    const stopping = new AbortController();
    const sent: string[] = [];
    const { sender } = senderVia({
      destination: 'memory',
      send: async (message) => {
        sent.push(message.subject);
        // SIGTERM arrives while the first message is with the SMTP server.
        stopping.abort();
      },
    });
    expect(await sender.sendDue(stopping.signal)).toBe(1);
    expect(sent).toEqual(['Order A']);
    expect(await statuses()).toEqual([
      { subject: 'Order A', status: 'sent', attempts: 1 },
      { subject: 'Order B', status: 'pending', attempts: 0 },
      { subject: 'Order C', status: 'pending', attempts: 0 },
    ]);
  });

  it('ends with exactly one delivery of each message from an SMTP server that refuses the first 3 attempts', async () => {
    const smtp = await startFakeSmtpServer({ refuseFirst: 3 });
    try {
      const mailer = createMailer({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'GymFuel <orders@gymfuel.local>',
      });
      const { sender } = senderVia(mailer);
      await write('Order A', 'Order B');

      // 09:00:00 both refused; 09:00:30 (first retry) one refused, one delivered; 09:01:30
      // (second retry, 1 min later) the last delivered. Nothing is due in between.
      expect(await sender.sendDue()).toBe(2);
      now = at(29);
      expect(await sender.sendDue()).toBe(0);
      now = at(30);
      expect(await sender.sendDue()).toBe(2);
      now = at(89);
      expect(await sender.sendDue()).toBe(0);
      now = at(90);
      expect(await sender.sendDue()).toBe(1);
      now = at(3600);
      expect(await sender.sendDue()).toBe(0);

      expect(smtp.refused()).toBe(3);
      expect(smtp.messages).toHaveLength(2);
      const subjects = smtp.messages.map((data) => /^Subject: (.*)$/m.exec(data)?.[1]).sort();
      expect(subjects).toEqual(['Order A', 'Order B']);
      expect((await statuses()).map(({ status }) => status)).toEqual(['sent', 'sent']);
      expect((await statuses()).map(({ attempts }) => attempts).sort()).toEqual([2, 3]);
    } finally {
      await smtp.close();
    }
  });

  it('backs off 30 s, 1 min, 2 min… and keeps trying for a whole day, then marks the message failed, logging an error', async () => {
    const { mailer } = recordingMailer(true);
    const { sender, lines } = senderVia(mailer);
    await write('Order A');
    // Due at 0, 30, 90, 210 s… (each wait twice the one before), the 12th attempt at 61,410 s.
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      now = at(30 * (2 ** (attempt - 1) - 1));
      expect(await sender.sendDue()).toBe(1);
    }
    // Its failure would wait until 122,850 s: the wait ends at the day's end (86,400 s) instead,
    // so an outage of 20 hours loses nothing.
    now = at(86_399);
    expect(await sender.sendDue()).toBe(0);
    expect(await statuses()).toEqual([{ subject: 'Order A', status: 'pending', attempts: 12 }]);
    now = at(86_400);
    expect(await sender.sendDue()).toBe(1);
    now = at(200_000);
    expect(await sender.sendDue()).toBe(0);
    expect(await statuses()).toEqual([{ subject: 'Order A', status: 'failed', attempts: 13 }]);
    const [failed] = await db.models.Outbox.find().lean();
    expect(failed?.lastError).toBe('451 mail server busy');
    expect(failed?.expiresAt).toBeInstanceOf(Date);
    expect(lines.filter((line) => line.msg === 'e-mail failed: will retry')).toHaveLength(12);
    expect(lines.find((line) => line.msg === 'e-mail failed: giving up')).toMatchObject({
      level: 50,
      kind: 'test',
      attempts: 13,
    });
  });

  it('delivers a message whose mail server came back 20 hours after it was written', async () => {
    let refusing = true;
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      destination: 'memory',
      send: async (message) => {
        if (refusing) throw new Error('451 mail server busy');
        sent.push(message);
      },
    };
    const { sender } = senderVia(mailer);
    await write('Order A');
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      now = at(30 * (2 ** (attempt - 1) - 1));
      await sender.sendDue();
    }
    refusing = false;
    now = at(20 * 60 * 60);
    expect(await sender.sendDue()).toBe(0);
    now = at(86_400);
    expect(await sender.sendDue()).toBe(1);
    expect(sent.map(({ subject }) => subject)).toEqual(['Order A']);
    expect(await statuses()).toEqual([{ subject: 'Order A', status: 'sent', attempts: 13 }]);
  });

  it('sends each message once when two processes work the outbox at the same time', async () => {
    const { mailer, sent } = recordingMailer();
    const one = senderVia(mailer, 'process-one').sender;
    const two = senderVia(mailer, 'process-two').sender;
    await write('A', 'B', 'C', 'D', 'E', 'F');

    const [byOne, byTwo] = await Promise.all([one.sendDue(), two.sendDue()]);

    expect(byOne + byTwo).toBe(6);
    expect(sent.map(({ subject }) => subject).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it("takes over a message whose sender died, once that sender's lease has lapsed", async () => {
    const { mailer, sent } = recordingMailer();
    const { sender } = senderVia(mailer);
    await write('Order A');
    // A process took it at 09:00 and died before recording anything.
    await db.models.Outbox.updateOne(
      {},
      { $set: { leaseUntil: at(300), leaseHolder: 'dead-process' }, $inc: { attempts: 1 } },
    );

    now = at(299);
    expect(await sender.sendDue()).toBe(0);
    now = at(300);
    expect(await sender.sendDue()).toBe(1);
    expect(sent.map(({ subject }) => subject)).toEqual(['Order A']);
    expect(await statuses()).toEqual([{ subject: 'Order A', status: 'sent', attempts: 2 }]);
  });
});
