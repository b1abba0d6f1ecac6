import { favouritesEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createFavouritesController } from './favourites.controller.js';
import type { FavouritesService } from './favourites.service.js';

export function favouritesRoutes(favourites: FavouritesService) {
  return implement(favouritesEndpoints, createFavouritesController(favourites));
}
