import type { AdminMessage, Contact, MessageFilter } from '@gymfuel/contracts';
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { afterCursor, pageOf, PAGE_READ_LIMIT } from '../../db/page-cursor.js';
import { isDuplicateKeyOn } from '../../errors/duplicate-key.js';
import { AppError } from '../../errors/app-error.js';
import type { AuditLog } from '../audit/audit-log.js';
import { toAdminMessage, type ContactModel } from './contact.model.js';

export const MESSAGE_NOT_FOUND = 'Message not found';

/** The same sender and text again within this long is a double submit or a replay. */
const CONTACT_DUPLICATE_WINDOW_MS = 5 * 60 * 1000;

/**
 * A message claims its time bucket and the next one. Two copies sent less than a window apart
 * sit in the same or neighbouring buckets, so they share a key even across a bucket's edge;
 * copies two windows apart share none.
 */
function duplicateKeys({ email, message }: Contact, at: Date): string[] {
  const bucket = Math.floor(at.getTime() / CONTACT_DUPLICATE_WINDOW_MS);
  return [bucket, bucket + 1].map((b) =>
    createHash('sha256')
      .update(JSON.stringify([email, message, b]))
      .digest('hex'),
  );
}

type Actor = Parameters<AuditLog['record']>[0];

export function createContactService({
  Contact,
  audit,
  now,
}: {
  Contact: ContactModel;
  audit: Pick<AuditLog, 'record'>;
  now: () => Date;
}) {
  return {
    /** Stores the message once; an identical one within the window is already stored. */
    async recordMessage(contact: Contact): Promise<void> {
      const { email, message } = contact;
      try {
        await Contact.create({ email, message, dedupeKeys: duplicateKeys(contact, now()) });
      } catch (error) {
        if (!isDuplicateKeyOn(error, 'dedupeKeys')) throw error;
      }
    },

    /**
     * Newest first, a page at a time after `before` (the previous page's cursor); 'unhandled'
     * also counts messages from before the flag existed.
     */
    async listMessages(
      show: MessageFilter,
      before?: string,
    ): Promise<{ messages: AdminMessage[]; nextCursor: string | null }> {
      const filter =
        show === 'unhandled' ? { handled: mongoose.trusted({ $in: [false, null] }) } : {};
      const { records, nextCursor } = pageOf(
        await Contact.find({ ...filter, ...afterCursor('createdAt', before) })
          .sort({ createdAt: -1, _id: -1 })
          .limit(PAGE_READ_LIMIT)
          .lean(),
        (record) => record.createdAt,
      );
      return { messages: records.map(toAdminMessage), nextCursor };
    },

    /**
     * Marks a message handled or unhandled. Only a real change is written and audited: a double
     * click's second request finds it already so and answers it as it stands.
     */
    async markHandled(actor: Actor, messageId: string, handled: boolean): Promise<AdminMessage> {
      const changed = await Contact.findOneAndUpdate(
        { _id: messageId, handled: handled ? mongoose.trusted({ $ne: true }) : true },
        { $set: { handled } },
        { returnDocument: 'after' },
      ).lean();
      if (changed === null) {
        const current = await Contact.findById(messageId).lean();
        if (current === null) throw AppError.notFound(MESSAGE_NOT_FOUND);
        return toAdminMessage(current);
      }
      await audit.record(actor, {
        kind: 'message.handled',
        subject: messageId,
        summary: handled ? `Handled: ${changed.email}` : `Unhandled again: ${changed.email}`,
        before: { handled: !handled },
        after: { handled },
      });
      return toAdminMessage(changed);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
