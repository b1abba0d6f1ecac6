import { type SlotAvailability, gymsEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';

/** GET /slots: one day's half hours at a gym (India time), with the seats left in each. */
export async function getSlots(
  gym: string,
  date: string,
  signal?: AbortSignal,
): Promise<SlotAvailability[]> {
  const { data } = await callEndpoint(gymsEndpoints.getSlots, { gym, date }, { signal });
  return data;
}

/**
 * Seats go and cut-offs pass while the shopper looks, so every visit to checkout reads the day
 * again (back from a slot that filled up before payment, too).
 */
export const getSlotsQueryOptions = (gym: string, date: string) =>
  queryOptions({
    queryKey: ['slots', gym, date],
    queryFn: ({ signal }) => getSlots(gym, date, signal),
    staleTime: 0,
  });

export const useSlots = (gym: string, date: string) => useQuery(getSlotsQueryOptions(gym, date));
