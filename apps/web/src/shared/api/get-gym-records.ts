import { type Gym, gymsEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './client';

/** GET /gyms: the gyms as records, with their hours and handover points. */
export async function getGymRecords(signal?: AbortSignal): Promise<Gym[]> {
  const { data } = await callEndpoint(gymsEndpoints.listGyms, undefined, { signal });
  return data;
}

export const getGymRecordsQueryOptions = () =>
  queryOptions({
    queryKey: ['gyms', 'records'],
    queryFn: ({ signal }) => getGymRecords(signal),
    // Gyms change only when an operator edits them.
    staleTime: 10 * 60_000,
  });

/**
 * The record of the gym named `gymName`; undefined while the records load, when they cannot be
 * read or for a gym they do not list.
 */
export function useGymRecord(gymName: string): Gym | undefined {
  const { data: gyms } = useQuery(getGymRecordsQueryOptions());
  return gyms?.find((gym) => gym.name === gymName);
}

/**
 * Where `gymName` hands orders over ('Front desk'); undefined while the records load, when they
 * cannot be read or for a gym they do not list (the slot is then described by the gym alone).
 */
export function useHandoverPoint(gymName: string): string | undefined {
  return useGymRecord(gymName)?.handoverPoint;
}
