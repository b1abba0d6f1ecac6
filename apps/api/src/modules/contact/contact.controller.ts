import type { contactEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import type { ContactService } from './contact.service.js';

export function createContactController(
  contacts: ContactService,
): Handlers<typeof contactEndpoints> {
  return {
    async contact({ body }) {
      await contacts.recordMessage(body);
      return { success: true };
    },
  };
}
