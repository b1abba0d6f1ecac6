import { type Favourite, favouritesEndpoints } from '@gymfuel/contracts';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callEndpoint } from './client';

/** POST /getfav: the caller's favourites (the session names the user). */
export async function getFavourites(signal?: AbortSignal): Promise<Favourite[]> {
  const { favourites } = await callEndpoint(favouritesEndpoints.getFavourites, {}, { signal });
  return favourites;
}

/** Keyed by the user; a visitor has no favourites, so the query stays idle. */
export const getFavouritesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['favourites', userId],
    queryFn: userId ? ({ signal }) => getFavourites(signal) : skipToken,
  });
