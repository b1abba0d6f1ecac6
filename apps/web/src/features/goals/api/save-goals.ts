import { type Goals, goalsEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { getGoalsQueryOptions } from '../../../shared/api/get-goals';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../shared/auth/auth-context';
import type { GoalsBody } from '../goal-fields';

/** PUT /goals: replaces the caller's goals and answers them with the server's targets. */
export async function saveGoals(body: GoalsBody): Promise<Goals> {
  const { data } = await callEndpoint(goalsEndpoints.saveGoals, body);
  return data;
}

/**
 * The saved goals go straight into the cache (the view shows them as saved at once), and the
 * query is invalidated too, so every summary's meters re-read the server's answer.
 */
export function useSaveGoals() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getGoalsQueryOptions(user?._id ?? null);
  return useSingleFlightMutation<Goals, GoalsBody>({
    mutationFn: saveGoals,
    onSuccess: (goals) => {
      queryClient.setQueryData(queryKey, goals);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
