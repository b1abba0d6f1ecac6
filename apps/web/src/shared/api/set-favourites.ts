import { type Favourite, favouritesEndpoints } from '@gymfuel/contracts';
import { callEndpoint } from './client';

/** POST /addfav replaces the caller's whole list with `favourites`. */
export const setFavourites = (favourites: Favourite[]) =>
  callEndpoint(favouritesEndpoints.setFavourites, { favourites });
