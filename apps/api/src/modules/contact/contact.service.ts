import type { Contact } from '@gymfuel/contracts';
import type { ContactModel } from './contact.model.js';

export function createContactService({ Contact }: { Contact: ContactModel }) {
  return {
    async recordMessage({ email, message }: Contact): Promise<void> {
      await Contact.create({ email, message });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
