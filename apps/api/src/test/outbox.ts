import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Every .eml the outbox mailer wrote to `directory`, oldest first. */
export async function readOutbox(directory: string): Promise<OutboxMessage[]> {
  const files = (await readdir(directory).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(join(directory, file)));
      const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      return {
        to: to?.text ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        attachments: mail.attachments.map(({ filename, contentType, content }) => ({
          filename: filename ?? '',
          contentType,
          content,
        })),
      };
    }),
  );
}

/**
 * Polls the outbox (mail is sent in the background) until a message to `to` holds a link to
 * `page`, and returns that link's token. The newest such message wins.
 */
export async function tokenMailedTo(
  directory: string,
  to: string,
  page: 'verify-email' | 'reset-password',
  timeoutMs = 10_000,
): Promise<string> {
  const pattern = new RegExp(`/${page}\\?token=([\\w%-]+)`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = (await readOutbox(directory))
      .filter((message) => message.to === to)
      .map((message) => pattern.exec(message.text)?.[1])
      .filter((token) => token !== undefined);
    const newest = links.at(-1);
    if (newest !== undefined) return decodeURIComponent(newest);
    if (Date.now() > deadline) throw new Error(`No ${page} link was mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
