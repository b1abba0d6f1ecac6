import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { goalInputsSchema, goalsSchema } from '../domain/goals.js';
import { dataResponse } from './responses.js';

/** Addition beyond the spec: the caller's daily goals, with targets computed by the server. */
export const getGoals = defineEndpoint({
  method: 'GET',
  path: '/goals',
  auth: 'session',
  origin: 'addition',
  /** Null until the shopper saves goals. */
  response: dataResponse(goalsSchema.nullable()),
});

/** Addition beyond the spec: saves the caller's goals; each out-of-range field is a 400. */
export const saveGoals = defineEndpoint({
  method: 'PUT',
  path: '/goals',
  auth: 'session',
  origin: 'addition',
  body: goalInputsSchema,
  response: dataResponse(goalsSchema),
});

export const goalsEndpoints = { getGoals, saveGoals } as const satisfies Record<
  string,
  EndpointDefinition
>;
