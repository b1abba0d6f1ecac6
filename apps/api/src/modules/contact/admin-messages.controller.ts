import type { adminMessagesEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { ContactService } from './contact.service.js';

export function createAdminMessagesController(
  contacts: ContactService,
): Handlers<typeof adminMessagesEndpoints> {
  return {
    async listAdminMessages({ query }) {
      return { success: true, data: await contacts.listMessages(query.show) };
    },

    async markMessage({ params, body }, req) {
      const message = await contacts.markHandled(sessionOf(req), params.messageId, body.handled);
      return { success: true, data: message };
    },
  };
}
