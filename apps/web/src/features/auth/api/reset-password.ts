import { accountsEndpoints } from '@gymfuel/contracts';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../shared/auth/auth-context';

export type ResetPasswordInput = EndpointInput<typeof accountsEndpoints.resetPassword>;

/** POST /password/reset: sets the password chosen from the mailed link. */
export const resetPassword = (input: ResetPasswordInput) =>
  callEndpoint(accountsEndpoints.resetPassword, input);

/**
 * A reset ends every session of the account, this browser's too when it is signed in to it:
 * asking the server again lets it sign out here, so the next login is with the new password.
 */
export function useResetPassword() {
  const { refreshUser } = useAuth();
  return useSingleFlightMutation<Awaited<ReturnType<typeof resetPassword>>, ResetPasswordInput>({
    mutationFn: resetPassword,
    onSuccess: () => refreshUser(),
  });
}
