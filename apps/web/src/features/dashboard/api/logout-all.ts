import { sessionsEndpoints } from '@gymfuel/contracts';
import { callEndpoint } from '../../../shared/api/client';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useForgetSession } from '../../../shared/auth/useForgetSession';
import { notify } from '../../../shared/ui/notify';

/** POST /user/logout-all: ends every session of the caller, this browser's included. */
export const logoutAll = () => callEndpoint(sessionsEndpoints.logoutAll, {});

/**
 * Once the server has ended them all, this browser lets go exactly as after 'Log Out'. A failure
 * leaves every session as it was, so the user stays signed in here and can try again.
 */
export function useLogoutAll() {
  const forgetSession = useForgetSession();
  return useSingleFlightMutation<Awaited<ReturnType<typeof logoutAll>>, void>({
    mutationFn: logoutAll,
    onSuccess: async ({ message }) => {
      notify.success(message);
      await forgetSession();
    },
    onError: (error) => notify.error(failureMessageOf(error)),
  });
}
