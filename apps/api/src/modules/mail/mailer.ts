import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with it, such as the order's tax invoice. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Where messages go, for the start-up log (an SMTP URL never carries its password here). */
  readonly destination: string;
  send(message: MailMessage): Promise<void>;
}

export interface MailConfig {
  /** smtp://host:port (mailpit in compose); unset: messages land in the outbox folder. */
  SMTP_URL?: string;
  MAIL_FROM: string;
  MAIL_OUTBOX_DIR?: string;
}

/** apps/api/outbox, from src/ or dist/ alike: the API and the ops CLI share it whatever their cwd. */
export const DEFAULT_OUTBOX_DIR = fileURLToPath(new URL('../../../outbox', import.meta.url));

function withoutPassword(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

/**
 * Our own Message-ID (right-hand side: the sender's domain). Nodemailer's generated one costs
 * more CPU than composing all the rest of the message.
 */
function messageIdFactory(from: string): () => string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'gymfuel.local';
  return () => `<${randomUUID()}@${domain}>`;
}

function smtpMailer(url: string, from: string): Mailer {
  // Pooled: a busy shop reuses a few SMTP connections instead of a handshake per message.
  // Time-outs well inside the outbox's send lease (outbox-sender.ts): a stalled server never
  // holds a message so long that another process sends it too.
  const transport = nodemailer.createTransport(
    { url, pool: true, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 },
    { from },
  );
  const messageId = messageIdFactory(from);
  return {
    destination: `SMTP ${withoutPassword(url)}`,
    async send(message) {
      await transport.sendMail({ ...message, messageId: messageId() });
    },
  };
}

/** Development without a mail catcher: each message becomes an .eml file any mail client opens. */
function outboxMailer(directory: string, from: string): Mailer {
  const folder = resolve(directory);
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from },
  );
  const messageId = messageIdFactory(from);
  let folderReady: Promise<unknown> | undefined;
  return {
    destination: `outbox folder ${folder}`,
    async send(message) {
      const { message: raw } = await transport.sendMail({ ...message, messageId: messageId() });
      // Created once; a failure (say, a read-only disk) is retried by the next message.
      folderReady ??= mkdir(folder, { recursive: true }).catch((error: unknown) => {
        folderReady = undefined;
        throw error;
      });
      await folderReady;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(folder, name), raw as Buffer);
    },
  };
}

export function createMailer(config: MailConfig): Mailer {
  return config.SMTP_URL === undefined
    ? outboxMailer(config.MAIL_OUTBOX_DIR ?? DEFAULT_OUTBOX_DIR, config.MAIL_FROM)
    : smtpMailer(config.SMTP_URL, config.MAIL_FROM);
}
