import type { z } from 'zod';
import type { EndpointDefinition } from '../endpoint.js';

/**
 * The schema an endpoint's request data is checked with: its body, or its query (or path
 * parameters) for GETs.
 */
export const requestSchemaOf = (endpoint: EndpointDefinition): z.ZodType | undefined =>
  endpoint.body ?? endpoint.query ?? endpoint.params;
