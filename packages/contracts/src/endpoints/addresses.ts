import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { savedAddressesJsonSchema } from '../domain/address.js';
import { callerOnlyBodySchema, callerUserId } from './body.js';
import { dataResponse, successResponse } from './responses.js';

/** `data.address` is the JSON-encoded Address[] ('[]' when none); read it with parseSavedAddresses. */
export const getAddresses = defineEndpoint({
  method: 'POST',
  path: '/getadd',
  auth: 'session',
  origin: 'spec',
  body: callerOnlyBodySchema,
  response: dataResponse(z.object({ address: savedAddressesJsonSchema })),
});

export const saveAddressesBodySchema = z.object({
  userId: callerUserId,
  /** The whole list, JSON-encoded; parsed output is the normalised JSON to store. */
  addresses: savedAddressesJsonSchema,
});

export const saveAddresses = defineEndpoint({
  method: 'POST',
  path: '/address',
  auth: 'session',
  origin: 'spec',
  body: saveAddressesBodySchema,
  response: successResponse,
});

export const addressesEndpoints = { getAddresses, saveAddresses } as const satisfies Record<
  string,
  EndpointDefinition
>;
