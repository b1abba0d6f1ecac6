import { endpoints, type Favourite } from '@gymfuel/contracts';
import { callEndpoint } from './client';

/** POST /addfav replaces the caller's whole list with `favourites`. */
export const setFavourites = (favourites: Favourite[]) =>
  callEndpoint(endpoints.setFavourites, { favourites });
