import { adminMessagesEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createAdminMessagesController } from './admin-messages.controller.js';
import type { ContactService } from './contact.service.js';

/** The 'Messages' screen's endpoints (staff): the Contact page's messages, handled or not. */
export function adminMessageRoutes(contacts: ContactService) {
  return implement(adminMessagesEndpoints, createAdminMessagesController(contacts));
}
