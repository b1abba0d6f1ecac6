import { accountsEndpoints } from '@gymfuel/contracts';
import { callEndpoint } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';

/** POST /password/forgot: the same answer whether or not an account has this e-mail. */
export const forgotPassword = (email: string) =>
  callEndpoint(accountsEndpoints.forgotPassword, { email });

export const useForgotPassword = () =>
  useSingleFlightMutation<Awaited<ReturnType<typeof forgotPassword>>, string>({
    mutationFn: forgotPassword,
  });
