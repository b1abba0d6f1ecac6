import { contactEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createRateLimiter } from '../../http/rate-limit.js';
import type { RateLimitStores } from '../../http/rate-limit-store.js';
import { createContactController } from './contact.controller.js';
import type { ContactService } from './contact.service.js';

/** Generous for a person, tight enough that a script cannot fill the contacts collection. */
export const CONTACT_RATE_LIMIT = {
  name: 'contact-messages-per-ip',
  windowMs: 10 * 60 * 1000,
  limit: 20,
  message: 'Too many messages from this address, please try again later',
};

export function contactRoutes(contacts: ContactService, stores: RateLimitStores) {
  return implement(contactEndpoints, createContactController(contacts), {
    before: { contact: [createRateLimiter(CONTACT_RATE_LIMIT, stores)] },
  });
}
