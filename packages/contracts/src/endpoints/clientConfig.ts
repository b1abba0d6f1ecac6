import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { legalIdentitySchema } from '../domain/legal.js';
import { paymentProviderSchema } from '../domain/payment.js';
import { dataResponse } from './responses.js';

/** What the web needs to know about the server's set-up before it draws sign-in and payment screens. */
export const clientConfigSchema = z.object({
  /** The Google OAuth client id for the sign-in buttons; null when Google sign-in is off (POST /oauth answers 503). */
  googleClientId: z.string().min(1).nullable(),
  paymentsProvider: paymentProviderSchema,
  /**
   * Whether POST /addorder takes pay-on-delivery orders (PAY_ON_DELIVERY); absent, as from an API
   * older than this field, reads as off, so a client never offers what its API would answer with 404.
   */
  payOnDelivery: z.boolean().default(false),
  /**
   * The seller's legal identity: the footer's FSSAI line and the contact page's grievance officer.
   * Always sent; absent, as from an API older than this field, the web simply leaves them out.
   */
  legal: legalIdentitySchema.optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** Addition beyond the spec: public settings, so the web can hide the Google buttons when they cannot work. */
export const getClientConfig = defineEndpoint({
  method: 'GET',
  path: '/config',
  auth: 'none',
  origin: 'addition',
  response: dataResponse(clientConfigSchema),
});

export const clientConfigEndpoints = { getClientConfig } as const satisfies Record<
  string,
  EndpointDefinition
>;
