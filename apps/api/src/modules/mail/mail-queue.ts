import { isDuplicateKey } from '../../errors/duplicate-key.js';
import type { Logger } from '../../logging/logger.js';
import type { MailMessage } from './mailer.js';
import type { OutboxModel } from './outbox.model.js';

/** What a log line about a message says besides the error: its kind and the record it is about. */
export type MailContext = { kind: string } & Record<string, string>;

/**
 * Writes e-mails to the `outbox` collection; a sender (outbox-sender.ts) delivers them in the
 * background, with retries, so a slow or broken mail server never delays, fails or loses them.
 */
export interface MailQueue {
  /**
   * `message` may be a promise (say, a recipient still being looked up); null sends nothing.
   * A message with a `key` is stored once however often it is handed over (the outbox's unique
   * index). Resolves once the message is in the outbox, with true (false when it could not be
   * stored: the failure is logged); never rejects.
   */
  enqueue(
    context: MailContext,
    message: MailMessage | null | Promise<MailMessage | null>,
    key?: string,
  ): Promise<boolean>;
  /** Resolves once every message handed over so far is in the outbox (and a send started then is over). */
  idle(): Promise<void>;
}

export function createMailQueue({
  Outbox,
  logger,
  now = () => new Date(),
  onQueued = async () => {},
}: {
  Outbox: OutboxModel;
  logger: Logger;
  now?: () => Date;
  /** Told after each write: the process's own sender sends at once rather than on its next pass. */
  onQueued?: () => Promise<void>;
}): MailQueue {
  const inFlight = new Set<Promise<unknown>>();
  return {
    enqueue(context, message, key) {
      const writing = Promise.resolve(message)
        .then(async (ready) => {
          if (ready === null) return true;
          const at = now();
          try {
            await Outbox.create({
              context,
              ...(key === undefined ? {} : { key }),
              to: ready.to,
              subject: ready.subject,
              text: ready.text,
              attachments: ready.attachments ?? [],
              dueAt: at,
              leaseUntil: at,
              createdAt: at,
            });
          } catch (error) {
            // Stored before, by an earlier try of the same work.
            if (key !== undefined && isDuplicateKey(error)) return true;
            throw error;
          }
          // Not awaited by the request: delivery is the sender's business.
          const sending = onQueued().finally(() => inFlight.delete(sending));
          inFlight.add(sending);
          return true;
        })
        .catch((error: unknown) => {
          logger.error({ ...context, err: error }, 'e-mail lost');
          return false;
        })
        .finally(() => inFlight.delete(writing));
      inFlight.add(writing);
      return writing;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
