import { gymsEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';

/** GET /getgyms: the names of the gyms we deliver to. */
export async function getGyms(signal?: AbortSignal): Promise<string[]> {
  const { data } = await callEndpoint(gymsEndpoints.getGyms, undefined, { signal });
  return data;
}

export const getGymsQueryOptions = () =>
  queryOptions({
    queryKey: ['gyms'],
    queryFn: ({ signal }) => getGyms(signal),
    // The list changes only when an operator adds a gym.
    staleTime: 10 * 60_000,
  });

export const useGyms = () => useQuery(getGymsQueryOptions());
