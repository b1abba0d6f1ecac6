import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { favouriteListSchema, favouriteSchema } from '../domain/favourite.js';
import { callerOnlyBodySchema, callerUserId } from './body.js';
import { successResponse } from './responses.js';

export const getFavourites = defineEndpoint({
  method: 'POST',
  path: '/getfav',
  auth: 'session',
  origin: 'spec',
  body: callerOnlyBodySchema,
  response: successResponse.extend({ favourites: z.array(favouriteSchema) }),
});

export const setFavouritesBodySchema = z.object({
  userId: callerUserId,
  favourites: favouriteListSchema,
});

/** Replaces the whole list. */
export const setFavourites = defineEndpoint({
  method: 'POST',
  path: '/addfav',
  auth: 'session',
  origin: 'spec',
  body: setFavouritesBodySchema,
  response: successResponse,
});

export const favouritesEndpoints = { getFavourites, setFavourites } as const satisfies Record<
  string,
  EndpointDefinition
>;
