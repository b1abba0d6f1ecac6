import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { Logger } from '../../logging/logger.js';
import type { Mailer } from './mailer.js';
import type { OutboxModel, OutboxRecord } from './outbox.model.js';

/** How often each API process looks for due messages (its own are sent at once, see mail-queue.ts). */
export const OUTBOX_WORKER_INTERVAL_MS = 1000;
/** The first retry waits this long; each later one twice as long as the one before. */
export const FIRST_RETRY_MS = 30 * 1000;
/** A message not sent this long after it was written is marked failed (and logged as an error). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * How long a process may take to send one message before another may try: above the SMTP
 * transport's time-outs (mailer.ts), so a live sender is never overtaken; a dead one only
 * delays its message by this much.
 */
export const SEND_LEASE_MS = 5 * 60 * 1000;
/** Sent and failed messages are kept this long (for the operators), then the TTL index drops them. */
export const KEEP_DONE_MS = 30 * 24 * 60 * 60 * 1000;

/** A lean read gives stored bytes as BSON Binary, which nodemailer does not take. */
function bytesOf(content: Buffer | mongoose.mongo.Binary): Buffer {
  return content instanceof mongoose.mongo.Binary ? Buffer.from(content.buffer) : content;
}

const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** The delay before attempt `attempts + 1`: 30 s, 1 min, 2 min, 4 min, … */
export const retryDelayMs = (attempts: number) => FIRST_RETRY_MS * 2 ** (attempts - 1);

/**
 * Delivers the outbox. Only the process that takes a message's lease (one `findOneAndUpdate`
 * on a pending, due message whose lease has lapsed) sends it, so N processes send each message
 * once. Delivery is at least once, not exactly once: a process that dies after the SMTP server
 * accepted a message but before it recorded that, sends it again once the lease lapses.
 */
export function createOutboxSender({
  Outbox,
  mailer,
  logger,
  now = () => new Date(),
  holder = `outbox-${randomBytes(6).toString('hex')}`,
}: {
  Outbox: OutboxModel;
  mailer: Mailer;
  logger: Logger;
  now?: () => Date;
  /** This process, as named in the leases it takes. */
  holder?: string;
}) {
  function claim() {
    const at = now();
    return Outbox.findOneAndUpdate(
      {
        status: 'pending',
        dueAt: mongoose.trusted({ $lte: at }),
        leaseUntil: mongoose.trusted({ $lte: at }),
      },
      {
        $set: { leaseUntil: later(at, SEND_LEASE_MS), leaseHolder: holder },
        $inc: { attempts: 1 },
      },
      { sort: { dueAt: 1 }, returnDocument: 'after' },
    ).lean();
  }

  /** Only while this process still holds the lease: a lapsed one belongs to someone else now. */
  const held = (message: OutboxRecord) => ({
    _id: message._id,
    status: 'pending' as const,
    leaseHolder: holder,
  });

  async function send(message: OutboxRecord): Promise<void> {
    const context = { ...message.context, attempts: message.attempts };
    try {
      await mailer.send({
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments.map((attachment) => ({
          ...attachment,
          content: bytesOf(attachment.content),
        })),
      });
    } catch (error) {
      const at = now();
      // The last wait is cut short to end at the deadline: an outage shorter than a day loses
      // no message, and one that lasts all day ends with an attempt at its end.
      const deadline = later(message.createdAt, GIVE_UP_AFTER_MS);
      const givingUp = at >= deadline;
      const dueAt = new Date(
        Math.min(later(at, retryDelayMs(message.attempts)).getTime(), deadline.getTime()),
      );
      const lastError = error instanceof Error ? error.message : String(error);
      await Outbox.updateOne(
        held(message),
        givingUp
          ? { $set: { status: 'failed', lastError, expiresAt: later(at, KEEP_DONE_MS) } }
          : { $set: { dueAt, leaseUntil: at, lastError } },
      );
      if (givingUp) logger.error({ ...context, err: error }, 'e-mail failed: giving up');
      else logger.warn({ ...context, err: error, retryAt: dueAt }, 'e-mail failed: will retry');
      return;
    }
    const at = now();
    await Outbox.updateOne(held(message), {
      $set: { status: 'sent', sentAt: at, expiresAt: later(at, KEEP_DONE_MS) },
      $unset: { lastError: 1 },
    });
    logger.debug(context, 'e-mail sent');
  }

  return {
    /**
     * Sends every message that is due and not leased by another process, taking none once
     * `stopping` is aborted (the process is shutting down); returns how many it tried.
     */
    async sendDue(stopping?: AbortSignal): Promise<number> {
      let tried = 0;
      while (stopping?.aborted !== true) {
        const message = await claim();
        if (message === null) break;
        await send(message);
        tried += 1;
      }
      return tried;
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
