import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import { createFavouritesController } from './favourites.controller.js';
import type { FavouritesService } from './favourites.service.js';

export function favouritesRoutes(favourites: FavouritesService): Route[] {
  const controller = createFavouritesController(favourites);
  return [
    route(endpoints.getFavourites, controller.getFavourites),
    route(endpoints.setFavourites, controller.setFavourites),
  ];
}
