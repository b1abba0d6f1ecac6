import type { Logger } from '../../logging/logger.js';
import type { Mailer, MailMessage } from './mailer.js';

/** What a log line about a message says besides the error: its kind and the record it is about. */
export type MailContext = { kind: string } & Record<string, string>;

/**
 * Sends in the background: a slow or broken mail server never delays or fails the request that
 * caused the message. Failures are logged.
 */
export interface MailQueue {
  /** `message` may be a promise (say, a recipient still being looked up); null sends nothing. */
  enqueue(context: MailContext, message: MailMessage | null | Promise<MailMessage | null>): void;
  /** Resolves once every message handed over so far is sent or has failed (a CLI waits before exiting). */
  idle(): Promise<void>;
}

export function createMailQueue({ mailer, logger }: { mailer: Mailer; logger: Logger }): MailQueue {
  const inFlight = new Set<Promise<void>>();
  return {
    enqueue(context, message) {
      const sending = Promise.resolve(message)
        .then(async (ready) => {
          if (ready === null) return;
          await mailer.send(ready);
          logger.debug(context, 'e-mail sent');
        })
        .catch((error: unknown) => logger.error({ ...context, err: error }, 'e-mail failed'))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
  };
}
