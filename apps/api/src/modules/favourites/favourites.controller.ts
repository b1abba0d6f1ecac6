import type { favouritesEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { callerOf } from '../../http/session-auth.js';
import type { FavouritesService } from './favourites.service.js';

export function createFavouritesController(
  favourites: FavouritesService,
): Handlers<typeof favouritesEndpoints> {
  return {
    async getFavourites({ body }, req) {
      return {
        success: true,
        favourites: await favourites.listForUser(callerOf(req, body.userId).userId),
      };
    },

    /** Only the product ids are taken from the client's entries; the rest comes from the catalogue. */
    async setFavourites({ body }, req) {
      const proIds = body.favourites.map((favourite) => favourite.proId);
      await favourites.replaceForUser(callerOf(req, body.userId).userId, proIds);
      return { success: true };
    },
  };
}
