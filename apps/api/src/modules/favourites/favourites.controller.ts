import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { Request } from 'express';
import type { EndpointInput } from '../../http/endpoint.js';
import { callerOf } from '../../http/session-auth.js';
import type { FavouritesService } from './favourites.service.js';

type GetFavourites = Endpoints['getFavourites'];
type SetFavourites = Endpoints['setFavourites'];

export function createFavouritesController(favourites: FavouritesService) {
  return {
    async getFavourites(
      { body }: EndpointInput<GetFavourites>,
      req: Request,
    ): Promise<EndpointResponseInput<GetFavourites>> {
      return {
        success: true,
        favourites: await favourites.listForUser(callerOf(req, body.userId).userId),
      };
    },

    /** Only the product ids are taken from the client's entries; the rest comes from the catalogue. */
    async setFavourites(
      { body }: EndpointInput<SetFavourites>,
      req: Request,
    ): Promise<EndpointResponseInput<SetFavourites>> {
      const proIds = body.favourites.map((favourite) => favourite.proId);
      await favourites.replaceForUser(callerOf(req, body.userId).userId, proIds);
      return { success: true };
    },
  };
}
