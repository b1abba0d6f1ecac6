import type { adminMessagesEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { ContactService } from './contact.service.js';

export function createAdminMessagesController(
  contacts: ContactService,
): Handlers<typeof adminMessagesEndpoints> {
  return {
    async listAdminMessages({ query }) {
      const { messages, nextCursor } = await contacts.listMessages(query.show, query.before);
      return { success: true, data: messages, nextCursor };
    },

    async markMessage({ params, body }, req) {
      const message = await contacts.markHandled(sessionOf(req), params.messageId, body.handled);
      return { success: true, data: message };
    },
  };
}
