import { type Goals, goalsEndpoints } from '@gymfuel/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { callEndpoint } from './client';

/** GET /goals: the caller's daily goals with the server's targets, or null before any are saved. */
export async function getGoals(signal?: AbortSignal): Promise<Goals | null> {
  const { data } = await callEndpoint(goalsEndpoints.getGoals, undefined, { signal });
  return data;
}

/** Keyed by the user, like the cart; a visitor has no goals, so the query stays idle. */
export const getGoalsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['goals', userId],
    queryFn: userId ? ({ signal }) => getGoals(signal) : skipToken,
  });

export function useGoals() {
  const { user } = useAuth();
  return useQuery(getGoalsQueryOptions(user?._id ?? null));
}
