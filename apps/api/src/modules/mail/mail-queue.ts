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
   * Resolves once the message is in the outbox; never rejects (a failure is logged).
   */
  enqueue(
    context: MailContext,
    message: MailMessage | null | Promise<MailMessage | null>,
  ): Promise<void>;
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
  const inFlight = new Set<Promise<void>>();
  return {
    enqueue(context, message) {
      const writing = Promise.resolve(message)
        .then(async (ready) => {
          if (ready === null) return;
          const at = now();
          await Outbox.create({
            context,
            to: ready.to,
            subject: ready.subject,
            text: ready.text,
            attachments: ready.attachments ?? [],
            dueAt: at,
            leaseUntil: at,
            createdAt: at,
          });
          // Not awaited by the request: delivery is the sender's business.
          const sending = onQueued().finally(() => inFlight.delete(sending));
          inFlight.add(sending);
        })
        .catch((error: unknown) => logger.error({ ...context, err: error }, 'e-mail lost'))
        .finally(() => inFlight.delete(writing));
      inFlight.add(writing);
      return writing;
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
