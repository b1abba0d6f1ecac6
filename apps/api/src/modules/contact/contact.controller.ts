import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { EndpointInput } from '../../http/endpoint.js';
import type { ContactService } from './contact.service.js';

type ContactEndpoint = Endpoints['contact'];

export function createContactController(contacts: ContactService) {
  return {
    async contact({
      body,
    }: EndpointInput<ContactEndpoint>): Promise<EndpointResponseInput<ContactEndpoint>> {
      await contacts.recordMessage(body);
      return { success: true };
    },
  };
}
