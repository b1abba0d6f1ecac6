import { accountsEndpoints } from '@gymfuel/contracts';
import { callEndpoint } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';

/** POST /verify-email/resend: mails a fresh link to the caller's unverified address. */
export const resendVerification = () => callEndpoint(accountsEndpoints.resendVerification, {});

export const useResendVerification = () =>
  useSingleFlightMutation<Awaited<ReturnType<typeof resendVerification>>, void>({
    mutationFn: resendVerification,
  });
