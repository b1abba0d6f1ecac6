import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { contactSchema } from '../domain/contact.js';
import { successResponse } from './responses.js';

export const contact = defineEndpoint({
  method: 'POST',
  path: '/contact',
  auth: 'none',
  origin: 'spec',
  body: contactSchema,
  response: successResponse,
});

export const contactEndpoints = { contact } as const satisfies Record<string, EndpointDefinition>;
