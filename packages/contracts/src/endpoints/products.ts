import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { productSchema } from '../domain/product.js';

export const getProducts = defineEndpoint({
  method: 'GET',
  path: '/getproducts',
  auth: 'none',
  origin: 'spec',
  /** A bare array, as the spec reads it. */
  response: z.array(productSchema),
});

export const productsEndpoints = { getProducts } as const satisfies Record<
  string,
  EndpointDefinition
>;
