import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { dataResponse } from './responses.js';

export const getGyms = defineEndpoint({
  method: 'GET',
  path: '/getgyms',
  auth: 'none',
  origin: 'spec',
  response: dataResponse(z.array(z.string())),
});

export const gymsEndpoints = { getGyms } as const satisfies Record<string, EndpointDefinition>;
