import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, vi } from 'vitest';

export interface MailedMessage {
  to: string | undefined;
  subject: string | undefined;
  text: string;
}

/** Every e-mail the API wrote to `outboxDir` (.eml files), oldest first. */
export async function mailIn(outboxDir: string): Promise<MailedMessage[]> {
  const files = readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  const messages: MailedMessage[] = [];
  for (const file of files) {
    const mail = await simpleParser(readFileSync(join(outboxDir, file)));
    const recipient = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    messages.push({ to: recipient?.text, subject: mail.subject, text: mail.text ?? '' });
  }
  return messages;
}

/** The links to `page` in e-mails the API wrote to `outboxDir` for `to`, oldest first. */
async function linksMailedTo(outboxDir: string, to: string, page: string): Promise<string[]> {
  const links: string[] = [];
  for (const mail of await mailIn(outboxDir)) {
    const link = new RegExp(`https?://\\S+/${page}\\?token=\\S+`).exec(mail.text)?.[0];
    if (mail.to === to && link !== undefined) links.push(link);
  }
  return links;
}

/**
 * Waits (mail leaves in the background) until `count` links to `page` were mailed to `to`, and
 * returns the newest. vi.waitFor rather than expect.poll: set-up hooks call it too.
 */
export async function linkMailedTo(
  outboxDir: string,
  to: string,
  page: 'verify-email' | 'reset-password',
  count = 1,
): Promise<string> {
  const links = await vi.waitFor(
    async () => {
      const found = await linksMailedTo(outboxDir, to, page);
      expect(found.length).toBeGreaterThanOrEqual(count);
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );
  return links.at(-1)!;
}
