import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { gymSchema, isoDateSchema, slotAvailabilitySchema } from '../domain/gym.js';
import { dataResponse } from './responses.js';

export const getGyms = defineEndpoint({
  method: 'GET',
  path: '/getgyms',
  auth: 'none',
  origin: 'spec',
  response: dataResponse(z.array(z.string())),
});

/** Addition beyond the spec: the gyms as records (area, city, hours, handover point). */
export const listGyms = defineEndpoint({
  method: 'GET',
  path: '/gyms',
  auth: 'none',
  origin: 'addition',
  response: dataResponse(z.array(gymSchema)),
});

export const getSlotsQuerySchema = z.object({
  gym: z.string().trim().min(1).max(200),
  /** India time; today to 6 days ahead, else 400. */
  date: isoDateSchema,
});

/** Addition beyond the spec: one day's half-hour delivery slots at a gym (404 for an unknown gym). */
export const getSlots = defineEndpoint({
  method: 'GET',
  path: '/slots',
  auth: 'none',
  origin: 'addition',
  query: getSlotsQuerySchema,
  response: dataResponse(z.array(slotAvailabilitySchema)),
});

export const gymsEndpoints = { getGyms, listGyms, getSlots } as const satisfies Record<
  string,
  EndpointDefinition
>;
