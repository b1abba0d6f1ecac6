import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../../test/captured-logs.js';
import { createMailQueue } from './mail-queue.js';
import type { Mailer, MailMessage } from './mailer.js';

const message: MailMessage = { to: 'asha@example.in', subject: 'Hello', text: 'Hi Asha' };

describe('createMailQueue', () => {
  it('sends what it is given, including a message still being composed, and skips null', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = { destination: 'memory', send: async (m) => void sent.push(m) };
    const queue = createMailQueue({ mailer, logger: capturedLogger().logger });

    queue.enqueue({ kind: 'test' }, message);
    queue.enqueue({ kind: 'test' }, Promise.resolve({ ...message, subject: 'Later' }));
    queue.enqueue({ kind: 'test' }, null);
    await queue.idle();

    expect(sent.map((m) => m.subject)).toEqual(['Hello', 'Later']);
  });

  it('never throws when the transport does: it logs the failure with its context', async () => {
    const mailer: Mailer = {
      destination: 'broken',
      send: async () => {
        throw new Error('SMTP server on fire');
      },
    };
    const { logger, lines } = capturedLogger();
    const queue = createMailQueue({ mailer, logger });

    expect(() =>
      queue.enqueue({ kind: 'order placed', orderId: 'a1b2c3d4e5f6' }, message),
    ).not.toThrow();
    await queue.idle();

    expect(lines.find((line) => line.msg === 'e-mail failed')).toMatchObject({
      orderId: 'a1b2c3d4e5f6',
      kind: 'order placed',
      err: { message: 'SMTP server on fire' },
    });
  });

  it('logs a failed look-up of the message the same way', async () => {
    const mailer: Mailer = { destination: 'memory', send: async () => {} };
    const { logger, lines } = capturedLogger();
    const queue = createMailQueue({ mailer, logger });

    queue.enqueue({ kind: 'verify e-mail' }, Promise.reject(new Error('database gone')));
    await queue.idle();

    expect(lines.find((line) => line.msg === 'e-mail failed')).toMatchObject({
      kind: 'verify e-mail',
      err: { message: 'database gone' },
    });
  });

  it('idle() waits for messages still being sent', async () => {
    let release: () => void = () => {};
    const mailer: Mailer = {
      destination: 'slow',
      send: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const queue = createMailQueue({ mailer, logger: capturedLogger().logger });
    queue.enqueue({ kind: 'test' }, message);

    let idle = false;
    const waiting = queue.idle().then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(idle).toBe(true);
  });
});
