import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** Addition beyond the spec: liveness. */
export const healthz = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  auth: 'none',
  origin: 'addition',
  response: healthResponseSchema,
});

/** Addition beyond the spec: readiness (the database answers); a 503 envelope otherwise. */
export const readyz = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  auth: 'none',
  origin: 'addition',
  response: healthResponseSchema,
});

export const healthEndpoints = { healthz, readyz } as const satisfies Record<
  string,
  EndpointDefinition
>;
