import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSmtpServer } from '../../test/fake-smtp.js';
import { createMailer, DEFAULT_OUTBOX_DIR } from './mailer.js';

const FROM = 'GymFuel <orders@gymfuel.local>';
const message = {
  to: 'asha@example.in',
  subject: 'Thanks for your order! GymFuel order a1b2c3d4e5f6',
  text: 'Hello ₹',
};

/**
 * A port nothing listens on: one that was just free, and still refuses a connection. Another
 * test's server may take a port the moment it is freed (then ours would wait for a greeting that
 * never comes), so a port that answers is given up for another.
 */
async function closedPort(): Promise<number> {
  for (;;) {
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.once('error', () => resolve(true));
    });
    if (refused) return port;
  }
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.map((step) => step()));
  cleanup = [];
});

async function tempFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'gymfuel-outbox-'));
  cleanup.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

describe('createMailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox folder, creating it', async () => {
    const outbox = join(await tempFolder(), 'nested', 'outbox');
    const mailer = createMailer({ MAIL_FROM: FROM, MAIL_OUTBOX_DIR: outbox });
    expect(mailer.destination).toBe(`outbox folder ${outbox}`);

    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });

    const files = await readdir(outbox);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const contents = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
    const first = contents.find((eml) => eml.includes('a1b2c3d4e5f6'));
    expect(first).toMatch(/^From: GymFuel <orders@gymfuel\.local>$/m);
    expect(first).toMatch(/^To: asha@example\.in$/m);
    expect(first).toMatch(/^Message-ID: <[0-9a-f-]{36}@gymfuel\.local>$/m);
  });

  it('defaults to apps/api/outbox (git-ignored), whatever the working directory', () => {
    const mailer = createMailer({ MAIL_FROM: FROM });
    expect(DEFAULT_OUTBOX_DIR).toMatch(/[/\\]apps[/\\]api[/\\]outbox$/);
    expect(mailer.destination).toBe(`outbox folder ${DEFAULT_OUTBOX_DIR}`);
  });

  it('rejects when the folder cannot be created, and tries again on the next message', async () => {
    const blocker = join(await tempFolder(), 'a-file');
    await writeFile(blocker, 'not a folder');
    const mailer = createMailer({ MAIL_FROM: FROM, MAIL_OUTBOX_DIR: join(blocker, 'outbox') });
    await expect(mailer.send(message)).rejects.toThrow();
    await rm(blocker);
    await mailer.send(message);
    expect(await readdir(join(blocker, 'outbox'))).toHaveLength(1);
  });
});

describe('createMailer with SMTP_URL', () => {
  it('hides the password in its description', () => {
    const mailer = createMailer({
      SMTP_URL: 'smtp://user:s3cret@mail.example.in:587',
      MAIL_FROM: FROM,
      MAIL_OUTBOX_DIR: 'unused',
    });
    expect(mailer.destination).toBe('SMTP smtp://user:***@mail.example.in:587');
  });

  it('delivers over one pooled connection, with our Message-ID', async () => {
    const smtp = await startFakeSmtpServer();
    cleanup.push(smtp.close);
    const mailer = createMailer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: FROM });
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second' });
    await mailer.send({ ...message, subject: 'Third' });

    expect(smtp.messages).toHaveLength(3);
    expect(smtp.messages[0]).toMatch(
      /^Subject: Thanks for your order! GymFuel order a1b2c3d4e5f6$/m,
    );
    expect(smtp.messages[0]).toMatch(/^Message-ID: <[0-9a-f-]{36}@gymfuel\.local>$/m);
    expect(smtp.connections()).toBe(1);
  });

  it('rejects when the SMTP server refuses the connection', async () => {
    const port = await closedPort();

    const mailer = createMailer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: FROM,
      MAIL_OUTBOX_DIR: 'unused',
    });
    await expect(mailer.send(message)).rejects.toThrow(/ECONNREFUSED/);
  });
});
